import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { topicGeneration } from './invalidation';

/** A JSON answer serialised once, with its strong ETag (decision 0021). */
export interface JsonAnswer {
  /** UTF-8 bytes, encoded once: sending them needs no encoding or length count per request. */
  json: Buffer;
  etag: string;
  /** The ETag of each compressed representation, made on first use. */
  encodedEtags?: Partial<Record<Encoding, string>>;
}

export function toAnswer(value: unknown): JsonAnswer {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

// Header names on these paths are written in lowercase, as Fastify stores them: a name with a capital
// is lowercased into a new string on every answer, then looked up in V8's string table.

/**
 * Sends a prepared answer: no serialisation, no hashing; 304 when the client already holds it.
 * Each encoding is its own representation, so it has its own ETag.
 */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  const encoding = encodingFor(req, answer.json);
  const etag = encoding
    ? ((answer.encodedEtags ??= {})[encoding] ??= `${answer.etag.slice(0, -1)}-${encoding}"`)
    : answer.etag;
  reply.header('etag', etag);
  const known = req.headers['if-none-match'];
  if (known && known.includes(etag)) return reply.code(304).send();
  return sendEncoded(reply, answer.json, encoding);
}

/**
 * Sends prepared JSON bytes as is (Fastify does not serialise bytes again), compressed in the
 * encoding the client accepts. The compressed copy is made once per prepared answer and kept with
 * it, instead of compressing on every request (decision 0020).
 */
export function sendJson(req: FastifyRequest, reply: FastifyReply, json: Buffer): FastifyReply {
  return sendEncoded(reply, json, encodingFor(req, json));
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Smaller answers go as they are (the same threshold as @fastify/compress for other answers). */
const COMPRESS_MIN_BYTES = 1024;
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

// Clients send a handful of distinct Accept-Encoding values: each is negotiated once, not per request.
const negotiated = new Map<string, Encoding | undefined>();
const NEGOTIATED_MAX = 100;

function encodingFor(req: FastifyRequest, json: Buffer): Encoding | undefined {
  const accept = req.headers['accept-encoding'];
  if (!accept || json.length < COMPRESS_MIN_BYTES) return undefined;
  if (negotiated.has(accept)) return negotiated.get(accept);
  const encoding = (negotiate(accept.toLowerCase(), ENCODINGS) as Encoding | null) ?? undefined;
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
  negotiated.set(accept, encoding);
  return encoding;
}

function sendEncoded(reply: FastifyReply, json: Buffer, encoding: Encoding | undefined): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (json.length >= COMPRESS_MIN_BYTES) reply.header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(json);
  let copies = compressed.get(json);
  if (!copies) compressed.set(json, (copies = {}));
  const body = (copies[encoding] ??= compress(json, encoding));
  return reply.header('content-encoding', encoding).send(body);
}

function compress(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(json, { level: 9 });
  // Quality 9 of 11: near the best ratio at a few milliseconds for the largest (70 KB) answer.
  return brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

// A backstop: every process's writes drop entries at once (lib/invalidation).
const TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  gens: number[];
  until: number;
  value: Promise<unknown>;
  /** The loaded value, once the load has settled: a hit then answers without a promise. */
  loaded?: { value: unknown };
}

// One store per owner (the database handle), so test apps on separate databases never share entries.
const stores = new WeakMap<object, Map<string, Entry>>();

/**
 * Content read on hot paths (testimonials, videos, dashboard texts) loaded once and shared by every
 * request until a write to one of its `topics` is announced with `invalidate(topic)`. Concurrent
 * misses share one load; a failed load is not kept. A hit on a settled load returns the value
 * itself, not a promise: `whenReady` then answers in the same tick.
 */
export function cachedContent<T>(
  owner: object,
  key: string,
  topics: string[],
  load: () => Promise<T>,
): T | Promise<T> {
  let store = stores.get(owner);
  if (!store) stores.set(owner, (store = new Map()));
  const now = performance.now();
  const hit = store.get(key);
  if (hit && hit.until > now && topics.every((t, i) => topicGeneration(t) === hit.gens[i]))
    return (hit.loaded ? hit.loaded.value : hit.value) as T | Promise<T>;
  const entry: Entry = { gens: topics.map((t) => topicGeneration(t)), until: now + TTL_MS, value: load() };
  if (store.size >= MAX_ENTRIES) store.clear();
  store.set(key, entry);
  entry.value.then(
    (value) => void (entry.loaded = { value }),
    () => {
      if (store.get(key) === entry) store.delete(key);
    },
  );
  return entry.value as Promise<T>;
}
