import type { Db } from '../db/client';
import { invalidate, topicGeneration } from '../lib/invalidation';
import { listFlaggedIps } from './repo';

export interface IpStatus {
  blocked: boolean;
  whitelisted: boolean;
}

/**
 * Blocked and whitelisted addresses, held in memory as one snapshot per database handle and
 * re-read in the background every REFRESH_MS: no database query per request, and when the database
 * is down the last snapshot keeps answering (docs/features/hardening.md). A Block/Whitelist is
 * announced to every process (lib/invalidation), so each one's next request waits for a fresh read
 * (decision 0016). Only that topic counts: a lost invalidation channel (the database down, often)
 * must not make every request wait for a read that cannot succeed; the refresh catches up.
 */
const REFRESH_MS = 5_000;
const TOPIC = 'flagged-ips';
const announced = () => topicGeneration(TOPIC, { countAll: false });

interface State {
  blocked: Set<string>;
  whitelisted: Set<string>;
  loadedAt: number;
  /** The announcement count when this snapshot was read: behind `announced()`, it must be read again. */
  seen: number;
  loading: Promise<void> | null;
}

// One snapshot per database handle, so test apps (each on its own database) never share entries.
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    s = { blocked: new Set(), whitelisted: new Set(), loadedAt: 0, seen: announced(), loading: null };
    states.set(db, s);
  }
  return s;
}

function reload(db: Db, s: State): Promise<void> {
  if (s.loading) return s.loading;
  s.seen = announced();
  s.loading = listFlaggedIps(db)
    .then(
      (rows) => {
        s.blocked = new Set(rows.filter((r) => r.blocked).map((r) => r.ip));
        s.whitelisted = new Set(rows.filter((r) => r.whitelisted).map((r) => r.ip));
      },
      () => undefined, // database unreachable: keep the last snapshot, try again after REFRESH_MS
    )
    .finally(() => {
      s.loadedAt = performance.now();
      s.loading = null;
    });
  return s.loading;
}

/** Blocked / whitelisted state of an IP from the in-memory snapshot. Never throws. */
export async function ipStatus(db: Db, ip: string): Promise<IpStatus> {
  const s = stateOf(db);
  if (s.loadedAt === 0 || s.seen !== announced())
    await reload(db, s); // first read, or a change announced
  else refreshWhenStale(db, s);
  return statusIn(s, ip);
}

/**
 * The same, synchronously (the per-request guard needs no promise); undefined before the first
 * read or after a change was announced, when the caller must wait for `ipStatus`.
 */
export function ipStatusNow(db: Db, ip: string): IpStatus | undefined {
  const s = stateOf(db);
  if (s.loadedAt === 0 || s.seen !== announced()) return undefined;
  refreshWhenStale(db, s);
  return statusIn(s, ip);
}

// The four answers, shared: the guard asks on every request.
const STATUSES: Readonly<IpStatus>[] = [
  { blocked: false, whitelisted: false },
  { blocked: true, whitelisted: false },
  { blocked: false, whitelisted: true },
  { blocked: true, whitelisted: true },
].map((s) => Object.freeze(s));

const statusIn = (s: State, ip: string): IpStatus =>
  STATUSES[(s.blocked.has(ip) ? 1 : 0) + (s.whitelisted.has(ip) ? 2 : 0)];

function refreshWhenStale(db: Db, s: State): void {
  if (performance.now() - s.loadedAt > REFRESH_MS) void reload(db, s);
}

/** Called after a Block / Unblock / Whitelist has committed: it takes effect at once in every process. */
export function forgetFlaggedIps(): Promise<void> {
  return invalidate(TOPIC);
}
