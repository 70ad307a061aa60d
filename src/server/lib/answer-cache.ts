import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { onInvalidate } from './invalidation';

/** A JSON answer serialised once, with its strong ETag (decision 0021). */
export interface JsonAnswer {
  /** UTF-8 bytes, encoded once: sending them needs no encoding or length count per request. */
  json: Buffer;
  etag: string;
}

export function toAnswer(value: unknown): JsonAnswer {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Sends a prepared answer: no serialisation, no hashing; 304 when the client already holds it.
 * Bytes with a JSON content type are sent as is (Fastify does not serialise them again).
 */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.header('ETag', answer.etag);
  const known = req.headers['if-none-match'];
  if (known && known.includes(answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

// Another host's write (no shared IPC) shows within this; this cluster's writes drop entries at once.
const TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  gens: number[];
  until: number;
  value: Promise<unknown>;
}

const generations = new Map<string, number>();
const genOf = (topic: string) => generations.get(topic) ?? 0;
onInvalidate((topic) => generations.set(topic, genOf(topic) + 1));

// One store per owner (the database handle), so test apps on separate databases never share entries.
const stores = new WeakMap<object, Map<string, Entry>>();

/**
 * Content read on hot paths (testimonials, videos, dashboard texts) loaded once and shared by every
 * request until a write to one of its `topics` is announced with `invalidate(topic)`. Concurrent
 * misses share one load; a failed load is not kept.
 */
export function cachedContent<T>(
  owner: object,
  key: string,
  topics: string[],
  load: () => Promise<T>,
): Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = performance.now();
  const hit = store.get(key);
  if (hit && hit.until > now && topics.every((t, i) => genOf(t) === hit.gens[i]))
    return hit.value as Promise<T>;
  const entry: Entry = { gens: topics.map(genOf), until: now + TTL_MS, value: load() };
  if (store.size >= MAX_ENTRIES) store.clear();
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value as Promise<T>;
}
