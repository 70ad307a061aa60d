/**
 * Zod's core (the classes every Zod schema is built on, its checks and patterns). The loader
 * (main.tsx) evaluates it in a task of its own: with the rest of Zod it was the longest task of
 * every public page's start (issue 31).
 */
export { $ZodType } from 'zod/v4/core';
