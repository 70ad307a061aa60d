/** Resolves in a later task, so the work before and after it never adds up to one long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Resolves once the browser has painted the current frame: a frame callback runs before the paint, a task after it. */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
