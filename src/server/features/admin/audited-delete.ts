import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditedRowWrite } from '../../lib/audit-log';
import { deletedNote, snapshot } from '../../lib/audit-snapshot';
import { deleteById } from './repo-helpers';

/**
 * An operator's delete of the row `id` of `table`: the row goes and the audit log keeps it as it
 * was, in one transaction. NOT_FOUND ('<what> not found') when there is no such row; a foreign-key
 * violation (other rows still point at it) is thrown as it is, for the route to answer.
 */
export async function auditedDelete(
  db: Db,
  req: FastifyRequest,
  what: string,
  table: PgTable & { id: AnyPgColumn },
  id: number,
): Promise<void> {
  const before = await snapshot(db, table, id);
  await auditedRowWrite(db, req, what, (tx) => deleteById(tx, table, id), deletedNote(before));
}
