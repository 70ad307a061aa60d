import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abusePatterns } from '../../db/schema';

export interface IpStatus {
  blocked: boolean;
  whitelisted: boolean;
}

// Short enough that another process's Block/Whitelist is felt within seconds; this process forgets at once.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

// One cache per database handle, so test apps (each on its own database) never share entries.
const caches = new WeakMap<Db, Map<string, { status: IpStatus; until: number }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Blocked / whitelisted state of an IP, read from its abuse pattern and cached briefly. */
export async function ipStatus(db: Db, ip: string): Promise<IpStatus> {
  const cache = cacheOf(db);
  const now = performance.now();
  const hit = cache.get(ip);
  if (hit && hit.until > now) return hit.status;
  const [row] = await db
    .select({ blocked: abusePatterns.blocked, whitelisted: abusePatterns.isWhitelisted })
    .from(abusePatterns)
    .where(eq(abusePatterns.ipAddress, ip));
  const status = { blocked: row?.blocked ?? false, whitelisted: row?.whitelisted ?? false };
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(ip, { status, until: now + TTL_MS });
  return status;
}

/** Called after Block / Whitelist so the change takes effect at once in this process. */
export function forgetIp(db: Db, ip: string): void {
  cacheOf(db).delete(ip);
}
