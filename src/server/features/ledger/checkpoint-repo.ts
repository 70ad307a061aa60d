import type { Market } from '../../../core/schemas/markets';
import type { Database } from '../../db/client';

type Conn = Pick<Database, 'query'>;

export interface StoredCheckpoint {
  treeSize: number;
  rootHash: string;
  note: string;
  signedAt: string;
}

interface Raw {
  tree_size: number;
  root_hash: string;
  note: string;
  signed_at: Date | string;
}
const toCheckpoint = (r: Raw): StoredCheckpoint => ({
  treeSize: Number(r.tree_size),
  rootHash: r.root_hash,
  note: r.note,
  signedAt: new Date(r.signed_at).toISOString(),
});

/** The market's signed checkpoints, newest first (at most `limit`). */
export async function listCheckpoints(db: Conn, market: Market, limit = 1000): Promise<StoredCheckpoint[]> {
  const rows = await db.query<Raw>(
    `SELECT tree_size, root_hash, note, signed_at FROM ledger_checkpoints WHERE market = $1
      ORDER BY tree_size DESC LIMIT $2`,
    [market, limit],
  );
  return rows.map(toCheckpoint);
}

/** Stores a signed checkpoint once; another process signing the same tree first is no error. */
export async function saveCheckpoint(
  db: Conn,
  market: Market,
  c: Omit<StoredCheckpoint, 'signedAt'>,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO ledger_checkpoints (market, tree_size, root_hash, note, signed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (market, tree_size) DO NOTHING`,
    [market, c.treeSize, c.rootHash, c.note, at],
  );
}

/** Records that the market's log is broken; true the first time only (the operator is mailed then). */
export async function raiseAlarm(db: Conn, market: Market, problem: string, at: Date): Promise<boolean> {
  const rows = await db.query<{ market: string }>(
    `INSERT INTO ledger_alarms (market, problem, raised_at) VALUES ($1, $2, $3)
     ON CONFLICT (market) DO NOTHING RETURNING market`,
    [market, problem, at],
  );
  return rows.length > 0;
}
