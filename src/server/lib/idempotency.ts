import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { idempotentPosts } from '../db/schema';
import { inTransaction } from '../db/transaction';

/**
 * Idempotent public posts (docs/features/hardening.md): the browser makes one
 * `Idempotency-Key` per form submission (the IETF httpapi draft's header) and sends it again on a
 * retry. The key row is written in the same transaction as what the post stores, under a primary
 * key, so a retry after a 503 or a lost answer - or a double click racing the first - finds it and
 * gets the first answer instead of storing a second message. Posts without the header behave as before.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_:.-]{8,128}$/;
/** Keys are kept this long: far beyond any retry, short enough that the table stays small. */
export const KEEP_KEYS_MS = 24 * 60 * 60_000;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';

/** The request's key, null without the header; a malformed one is a 400. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY.test(raw))
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8 to 128 letters, digits or - _ : .');
  return raw;
}

const fingerprintOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

async function stored(db: Db, scope: string, key: string, fingerprint: string): Promise<unknown> {
  const [row] = await db
    .select()
    .from(idempotentPosts)
    .where(and(eq(idempotentPosts.scope, scope), eq(idempotentPosts.key, key)));
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) throw new AppError('CONFLICT', KEY_REUSED);
  return row.answer;
}

/**
 * Runs `store` once per (scope, key): `first` is false when an earlier request with this key
 * already stored, and `result` is then what that one's `store` returned (so side effects such as
 * mails run only on the first). The same key with a different body is a 409.
 */
export async function storeOnce<T extends object>(
  db: Db,
  post: { scope: string; key: string | null; body: unknown; now: Date },
  store: (tx: Db) => Promise<T>,
): Promise<{ result: T; first: boolean }> {
  const { scope, key, now } = post;
  if (key === null) return { result: await store(db), first: true };
  const fingerprint = fingerprintOf(post.body);
  const earlier = await stored(db, scope, key, fingerprint);
  if (earlier !== undefined) return { result: earlier as T, first: false };
  try {
    const result = await inTransaction(db, async (tx) => {
      const r = await store(tx);
      await tx.insert(idempotentPosts).values({ scope, key, fingerprint, answer: r, createdAt: now });
      return r;
    });
    await db
      .delete(idempotentPosts)
      .where(lt(idempotentPosts.createdAt, new Date(now.getTime() - KEEP_KEYS_MS)));
    return { result, first: true };
  } catch (err) {
    // A twin request committed the key first: this one's rows were rolled back with the insert.
    if (!isUniqueViolation(err)) throw err;
    return { result: (await stored(db, scope, key, fingerprint)) as T, first: false };
  }
}
