import type { MarketView } from '../../../core/access';
import type { LedgerVerifyResponse } from '../../../core/schemas/ledger';
import type { Deps } from '../../deps';
import type { Markets } from '../../markets';
import { auditLog } from './log';
import type { LogAudit } from './log';
import { openNote, parseCheckpointText } from './note';
import { delayedTo, rootOf, visibleSeqs } from './service';
import { ledgerOrigin, ledgerSigner } from './signing-key';

type Kept = NonNullable<LedgerVerifyResponse['kept']>;

/** A chain head hash the caller kept: the log must have had it (and the whole chain must recompute). */
function keptHead(a: LogAudit, head: string): Kept {
  const i = a.rows.findIndex((r) => r.hash === head.trim().toLowerCase());
  if (i === -1) return { kind: 'head', ok: false, treeSize: null, reason: 'the log never had this head' };
  return {
    kind: 'head',
    ok: a.problem === null,
    treeSize: i + 1,
    reason: a.problem ?? `the log had this head at seq ${i + 1} and still chains from it`,
  };
}

/** A signed checkpoint the caller kept: this site's signature, this market's log, and today's tree extends it. */
function keptCheckpoint(deps: Deps, a: LogAudit, note: string): Kept {
  const no = (reason: string, treeSize: number | null = null): Kept => ({
    kind: 'checkpoint',
    ok: false,
    treeSize,
    reason,
  });
  // A note pasted from a mail may have lost its final newline or gained CRs.
  const text = openNote(`${note.replace(/\r\n/g, '\n').trimEnd()}\n`, ledgerSigner(deps.config));
  if (!text) return no("the checkpoint is not signed by this site's ledger key");
  const c = parseCheckpointText(text);
  if (!c) return no('the signed note is not a checkpoint');
  if (c.origin !== ledgerOrigin(deps.config, a.market))
    return no(`the checkpoint is for another log (${c.origin})`);
  if (c.treeSize > a.leaves.length)
    return no(
      `the log has ${a.leaves.length} rows, fewer than the ${c.treeSize} of the checkpoint`,
      c.treeSize,
    );
  if (rootOf(a.leaves, c.treeSize) !== c.rootHash)
    return no(
      `the first ${c.treeSize} rows no longer give the checkpoint's root: the log was rewritten`,
      c.treeSize,
    );
  return {
    kind: 'checkpoint',
    ok: a.problem === null,
    treeSize: c.treeSize,
    reason: a.problem ?? `today's tree of ${a.leaves.length} extends the checkpoint of ${c.treeSize}`,
  };
}

/**
 * Recomputes the market's log (every chain hash, seq, leaf, and the latest signed checkpoint) and,
 * when the caller kept a head or a checkpoint, that the log had it and still extends it. A delayed
 * viewer learns the seq of a bad row, and its symbol and date only when the row is visible to them.
 */
export async function verifyLedger(
  deps: Deps,
  markets: Markets,
  view: MarketView,
  q: { head?: string; checkpoint?: string },
): Promise<LedgerVerifyResponse> {
  const cutoff = await delayedTo(markets, view);
  const a = await auditLog(deps, view.market);
  const kept = q.checkpoint ? keptCheckpoint(deps, a, q.checkpoint) : q.head ? keptHead(a, q.head) : null;
  const visible = visibleSeqs(a.rows, cutoff);
  const bad = a.firstBad;
  return {
    market: view.market,
    ok: a.problem === null && (kept?.ok ?? true),
    rows: a.rows.length,
    firstDate: a.rows.reduce<string | null>((d, r) => (d === null || r.barDate < d ? r.barDate : d), null),
    headHash: cutoff === null ? (a.rows.at(-1)?.hash ?? null) : null,
    treeSize: a.leaves.length,
    rootHash: a.root,
    firstBad: bad && {
      seq: bad.seq,
      symbol: visible.has(bad.seq) ? bad.symbol : null,
      barDate: visible.has(bad.seq) ? bad.barDate : null,
      reason: bad.reason,
    },
    kept,
    problem: a.problem,
    delayedTo: cutoff,
  };
}
