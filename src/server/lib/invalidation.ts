/**
 * Cache invalidation shared by every process on one database (decision 0021): a write, once
 * committed, calls `invalidate(topic)`. This process's listeners run at once; on PostgreSQL every
 * transport (db/invalidation-channel.ts, a LISTEN/NOTIFY channel) carries the topic to every other
 * process, cluster worker or separate host alike. Embedded PGlite is one process and needs none.
 */
type Listener = (topic: string) => void;

/** Announced to this process's listeners when invalidations may have been missed: drop everything. */
export const ALL_TOPICS = '*';

export interface InvalidationTransport {
  /** Sends a topic to the other processes; resolves once it has left. */
  publish(topic: string): Promise<void>;
  /** False while this process might miss another's invalidation (the channel is down). */
  hearing(): boolean;
}

const listeners = new Set<Listener>();
const transports = new Set<InvalidationTransport>();

export function onInvalidate(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Drops every cached copy of `topic`, here and in every other process. Call it after the write has
 * committed, or another process could read the old row again before the write lands. The promise
 * resolves once the other processes have been sent the topic; it never rejects (a transport that
 * cannot send has already dropped its own caches and stopped caching sessions).
 */
export async function invalidate(topic: string): Promise<void> {
  notifyHere(topic);
  await Promise.all([...transports].map((t) => t.publish(topic)));
}

/** Runs this process's listeners only: a topic received from another process. */
export function notifyHere(topic: string): void {
  if (topic === ALL_TOPICS) everything++;
  else if (generations.has(topic)) generations.set(topic, generations.get(topic)! + 1);
  for (const fn of listeners) fn(topic);
}

// Only topics somebody has read are counted: a topic never read has no copy to make stale, and
// per-user and per-session topics would otherwise pile up for the life of the process.
const generations = new Map<string, number>();
let everything = 0;

/**
 * A number that moves whenever `topic` is announced, or ALL_TOPICS unless `countAll` is false: a copy
 * kept with the number it was read at is stale once the number has moved.
 */
export function topicGeneration(topic: string, o?: { countAll?: boolean }): number {
  let own = generations.get(topic);
  if (own === undefined) generations.set(topic, (own = 0));
  return o?.countAll === false ? own : own + everything;
}

/** Whether every invalidation from another process reaches this one (caches that must not go stale check it). */
export function hearingEveryProcess(): boolean {
  for (const t of transports) if (!t.hearing()) return false;
  return true;
}

export function addTransport(t: InvalidationTransport): () => void {
  transports.add(t);
  return () => transports.delete(t);
}
