import { config } from 'zod/v4/core';

/**
 * Zod's core (the classes every Zod schema is built on, its checks and patterns). The loader
 * (main.tsx) evaluates it in a task of its own: with the rest of Zod it was the longest task of
 * every public page's start (issue 31).
 *
 * Zod runs without eval in the browser. The site's CSP (`script-src 'self'`) forbids it, so Zod's
 * compiled object parsers could never run here. Left to find that out, Zod tries `new Function` on its
 * first schema: a `securitypolicyviolation` on every page load, and about 12 ms of a 4x-slowed task.
 */
config({ jitless: true });

export { $ZodType } from 'zod/v4/core';
