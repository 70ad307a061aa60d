import { z } from 'zod';
import { line } from './single-line';

/**
 * The query fields the paged admin lists share (subscribers, registrations, newsletter, contact
 * messages, game results, mail outbox): one definition, so their limits and messages cannot drift.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** `limit` and `offset` of one page: `size` rows unless asked for, at most 100. */
export const pageQuery = (size: number) => ({
  limit: z.coerce.number().int().min(1).max(100).default(size),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `sortBy` one of `fields` (default `by`) and `sortOrder` (default desc). */
export function sortQuery<const F extends readonly [string, ...string[]]>(fields: F, by: F[number]) {
  return {
    sortBy: z.enum(fields, 'Unknown sort field').default(by as never),
    sortOrder: z.enum(SORT_ORDERS, 'Sort order must be asc or desc').default('desc'),
  };
}

/** The list's free-text search: one line, at most 200 characters. */
export const searchQuery = () => line().trim().max(200).optional();
