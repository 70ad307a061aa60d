import { index } from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * A trigram GIN index on one text column (pg_trgm, migration 0280): it serves the admin
 * lists' "contains" searches (`column ILIKE '%term%'`), which no btree can.
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
