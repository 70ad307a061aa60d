import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

/**
 * Cache invalidation shared by every process of one cluster (WEB_CONCURRENCY): a write calls
 * `invalidate(topic)`; this process's listeners run at once and, in a cluster worker, the primary
 * relays the topic to every other worker over the IPC channel (decision 0021). Processes on other
 * hosts are not reached: their caches expire on their own short TTLs.
 */
type Listener = (topic: string) => void;

const MESSAGE = 'trendlab:invalidate';
const listeners = new Set<Listener>();

export function onInvalidate(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function invalidate(topic: string): void {
  notifyHere(topic);
  if (cluster.isWorker && process.send) process.send({ type: MESSAGE, topic });
}

function notifyHere(topic: string): void {
  for (const fn of listeners) fn(topic);
}

interface InvalidateMessage {
  type: typeof MESSAGE;
  topic: string;
}

const isInvalidateMessage = (m: unknown): m is InvalidateMessage =>
  typeof m === 'object' &&
  m !== null &&
  (m as InvalidateMessage).type === MESSAGE &&
  typeof (m as InvalidateMessage).topic === 'string';

if (cluster.isWorker) {
  process.on('message', (m: unknown) => {
    if (isInvalidateMessage(m)) notifyHere(m.topic);
  });
}

/** In the cluster primary: forwards one worker's invalidation to all the others. */
export function relayInvalidations(workers: () => Iterable<Worker | undefined>): void {
  cluster.on('message', (from, m: unknown) => {
    if (!isInvalidateMessage(m)) return;
    for (const w of workers()) if (w && w !== from && w.isConnected()) w.send(m);
  });
}
