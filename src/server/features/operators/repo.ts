import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, normalEmail(email)));
  return row ?? null;
}

export async function findOperator(db: Db, id: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}

export async function findOperatorByInvite(db: Db, tokenHash: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.inviteTokenHash, tokenHash));
  return row ?? null;
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.id));
}

/** Active (enrolled, not disabled) owners. */
export async function countNamedOwners(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), isNotNull(operators.activatedAt), isNull(operators.disabledAt)));
  return n;
}

export function statusOf(row: OperatorRow): 'invited' | 'active' | 'disabled' {
  if (row.disabledAt) return 'disabled';
  return row.activatedAt ? 'active' : 'invited';
}

export function toOperator(row: OperatorRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'owner' ? ('owner' as const) : ('staff' as const),
    status: statusOf(row),
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    inviteExpiresAt: row.activatedAt ? null : (row.inviteExpiresAt?.toISOString() ?? null),
  };
}

export type OperatorPatch = Partial<typeof operators.$inferInsert>;

export async function insertOperator(db: Db, values: typeof operators.$inferInsert): Promise<OperatorRow> {
  const [row] = await db.insert(operators).values(values).returning();
  return row;
}

export async function updateOperator(db: Db, id: number, patch: OperatorPatch): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(patch).where(eq(operators.id, id)).returning();
  return row;
}
