import { treeRoot } from '../../../core/ledger/merkle';
import { ledgerLeafHash } from '../../../core/ledger/leaf';
import type { LedgerRow } from '../../../core/schemas/ledger';
import type { Market } from '../../../core/schemas/markets';
import type { Deps } from '../../deps';
import { checkChain } from './chain';
import { listCheckpoints, raiseAlarm, saveCheckpoint } from './checkpoint-repo';
import type { StoredCheckpoint } from './checkpoint-repo';
import { checkpointText, openNote, parseCheckpointText, signNote } from './note';
import { listLedger } from './repo';
import { ledgerOrigin, ledgerSigner } from './signing-key';

export interface LogAudit {
  market: Market;
  rows: LedgerRow[];
  /** Leaf hash of every row, index = seq - 1. */
  leaves: string[];
  root: string;
  /** Null when the log holds; else what is wrong, in a sentence. */
  problem: string | null;
  firstBad: { seq: number; symbol: string; barDate: string; reason: string } | null;
  latest: StoredCheckpoint | null;
}

/** The first row whose hash, link or seq does not hold. */
function chainProblem(rows: readonly LedgerRow[]): LogAudit['firstBad'] {
  const check = checkChain(rows);
  if (check.firstBad) return check.firstBad;
  const i = rows.findIndex((r, k) => r.seq !== k + 1);
  return i === -1
    ? null
    : {
        seq: rows[i].seq,
        symbol: rows[i].symbol,
        barDate: rows[i].barDate,
        reason: 'rows missing before it',
      };
}

/** Whether the latest signed checkpoint is this site's and the tree of today still extends it. */
function checkpointProblem(
  deps: Deps,
  a: Pick<LogAudit, 'market' | 'leaves'>,
  c: StoredCheckpoint,
): string | null {
  const text = openNote(c.note, ledgerSigner(deps.config));
  const parsed = text && parseCheckpointText(text);
  if (!parsed || parsed.origin !== ledgerOrigin(deps.config, a.market))
    return `the checkpoint of tree size ${c.treeSize} is not signed by this site's ledger key`;
  if (parsed.treeSize !== c.treeSize || parsed.rootHash !== c.rootHash)
    return `the stored checkpoint of tree size ${c.treeSize} differs from its signed note`;
  if (c.treeSize > a.leaves.length)
    return `the log has ${a.leaves.length} rows, fewer than the ${c.treeSize} of its signed checkpoint`;
  if (treeRoot(a.leaves.slice(0, c.treeSize)) !== c.rootHash)
    return `the first ${c.treeSize} rows no longer give the root hash the site signed on ${c.signedAt}`;
  return null;
}

/**
 * Recomputes a market's log: every row's chain hash and link, seq 1, 2, 3, ..., every
 * Merkle leaf, and that the tree extends the latest checkpoint the site signed. A broken log raises
 * the market's alarm: the operator gets one mail, the first time.
 */
export async function auditLog(deps: Deps, market: Market): Promise<LogAudit> {
  const [rows, [latest]] = await Promise.all([
    listLedger(deps.database, market),
    listCheckpoints(deps.database, market, 1),
  ]);
  const leaves = rows.map(ledgerLeafHash);
  const firstBad = chainProblem(rows);
  const audit: LogAudit = {
    market,
    rows,
    leaves,
    root: treeRoot(leaves),
    problem: null,
    firstBad,
    latest: latest ?? null,
  };
  audit.problem = firstBad
    ? `row seq ${firstBad.seq} (${firstBad.symbol} ${firstBad.barDate}): ${firstBad.reason}`
    : latest
      ? checkpointProblem(deps, audit, latest)
      : null;
  if (audit.problem) await alarm(deps, market, audit.problem);
  recent.set(`${market}`, deps.database, { at: Date.now(), audit });
  return audit;
}

/** The last audit of each market per database, for pages read often (the track record): a minute old at most. */
const RECENT_MS = 60_000;
const recentByDb = new WeakMap<object, Map<string, { at: number; audit: LogAudit }>>();
const recent = {
  get: (market: string, db: object) => recentByDb.get(db)?.get(market),
  set: (market: string, db: object, v: { at: number; audit: LogAudit }) => {
    const m = recentByDb.get(db) ?? new Map<string, { at: number; audit: LogAudit }>();
    m.set(market, v);
    recentByDb.set(db, m);
  },
};

/** Whether the market's log verifies, as of an audit at most a minute old (every verify refreshes it). */
export async function recentAudit(deps: Deps, market: Market): Promise<Pick<LogAudit, 'root' | 'problem'>> {
  const hit = recent.get(market, deps.database);
  return hit && Date.now() - hit.at < RECENT_MS ? hit.audit : auditLog(deps, market);
}

async function alarm(deps: Deps, market: Market, problem: string): Promise<void> {
  if (!(await raiseAlarm(deps.database, market, problem, deps.clock.now()))) return;
  await deps.mailer.send({
    kind: 'ledger-broken',
    to: deps.config.OPERATOR_EMAIL,
    subject: `TrendLab: the ${market} signal ledger failed verification`,
    text:
      `The ${market} signal ledger no longer verifies: ${problem}.\n\n` +
      `The track record now says so to every visitor, and no new checkpoint is signed until it is resolved. ` +
      `Check ${deps.config.PUBLIC_URL}/api/ledger/verify?market=${market} and the database's audit trail.\n`,
  });
}

/**
 * The market's signed checkpoint of today's tree: the latest one when the tree has not grown, else a
 * new one, signed only when the log verifies and extends the previous one. Null when the log is broken.
 */
export async function signedCheckpoint(
  deps: Deps,
  market: Market,
  a?: LogAudit,
): Promise<{ note: string | null; audit: LogAudit }> {
  const audit = a ?? (await auditLog(deps, market));
  if (audit.problem) return { note: null, audit };
  const size = audit.leaves.length;
  if (audit.latest?.treeSize === size) return { note: audit.latest.note, audit };
  const note = signNote(
    checkpointText({ origin: ledgerOrigin(deps.config, market), treeSize: size, rootHash: audit.root }),
    ledgerSigner(deps.config),
  );
  await saveCheckpoint(
    deps.database,
    market,
    { treeSize: size, rootHash: audit.root, note },
    deps.clock.now(),
  );
  // Another process may have signed the same tree first: Ed25519 is deterministic, the notes are equal.
  return { note, audit };
}
