/** Resolves in a later task, so the work before and after it never adds up to one long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
