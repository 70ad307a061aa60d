/**
 * What a page's own work would block, read from the trace Lighthouse recorded (decision 0065).
 * Lighthouse's Total Blocking Time multiplies each main-thread task's wall time by its CPU slowdown
 * (4x in the mobile preset). On this 2-core machine a task's wall time also counts the time the renderer waited for a
 * core (a task of 106 ms had run for 20 on a slow day), so the score follows the machine's load. The
 * same sum over the tasks' thread time (CPU time) counts only the page's work.
 */
interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const BLOCKING_MS = 50;

/** Blocking time after the first contentful paint, each task taken at its CPU time, in ms. */
export function cpuBlockingMs(traceEvents: readonly TraceEvent[], slowdown: number): number {
  const threadName = new Map<string, string>();
  const busy = new Map<string, number>();
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  for (const e of traceEvents) {
    if (e.name === 'thread_name' && e.args?.name) threadName.set(key(e), e.args.name);
    if (e.name === 'RunTask' && e.ph === 'X') busy.set(key(e), (busy.get(key(e)) ?? 0) + (e.dur ?? 0));
  }
  // The page's renderer is the busiest main thread (the trace can hold an about:blank one too).
  const main = [...threadName]
    .filter(([, name]) => name === 'CrRendererMain')
    .map(([k]) => k)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && key(e) === main)?.ts;
  if (main === undefined || fcp === undefined) return NaN;
  let blocking = 0;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || key(e) !== main || e.ts < fcp) continue;
    blocking += Math.max(0, (slowdown * (e.tdur ?? e.dur ?? 0)) / 1000 - BLOCKING_MS);
  }
  return blocking;
}
