import { z } from 'zod';

/**
 * The largest PostgreSQL `integer` (int4), the type of every serial id and whole-number column. A
 * larger number would fail in the query (a 500), so input schemas stop here.
 */
export const INT4_MAX = 2_147_483_647;

/** A row id sent by a client (path or body): a positive int4, else `message` (no such row can exist). */
export const rowIdSchema = (message: string) => z.number().int().positive(message).max(INT4_MAX, message);

/** The same from a path segment or query string. */
export const rowIdParam = (message: string) =>
  z.coerce.number().int().positive(message).max(INT4_MAX, message);
