/** Resolves once the browser has painted the current frame: a frame callback runs before the paint, a task after it. */
export const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
