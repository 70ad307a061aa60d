/**
 * `npm run verify-ledger -- FILE [--key KEY] [--checkpoint NOTE] [--kept NOTE] [--head HASH]`
 * Checks an exported signal ledger (the JSON answer of GET /api/ledger) offline: every
 * leaf of the tree is there (seq 1 to treeSize, withheld rows as their leaf hash), every shown row's
 * leaf hash recomputes from its values and salt, the leaves give the file's root hash (RFC 6962), and
 * a live export's hash chain links. With the site's verifier key (GET /api/ledger/key), a signed
 * checkpoint (GET /api/ledger/checkpoint) must be for this tree, and a checkpoint the caller kept
 * from before must still be a prefix of it; a kept chain head must be one of its rows.
 * Prints one line; exit 0 when everything checks out, 1 when it does not.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runIfMain } from './run-if-main';
import { ledgerLeafHash } from '../../core/ledger/leaf';
import { treeRoot } from '../../core/ledger/merkle';
import { ledgerResponseSchema } from '../../core/schemas/ledger';
import type { LedgerResponse, LedgerShownRow } from '../../core/schemas/ledger';
import { checkChain } from '../features/ledger/chain';
import type { ChainRow } from '../features/ledger/chain';
import { openNote, parseCheckpointText, parseVerifierKey } from '../features/ledger/note';
import type { NoteVerifier } from '../features/ledger/note';

export interface FileCheck {
  ok: boolean;
  message: string;
}
export interface ExportOptions {
  /** The verifier key text (`name+id+key`). */
  key?: string;
  /** The site's signed checkpoint of this tree. */
  checkpoint?: string;
  /** A signed checkpoint the caller kept from before. */
  kept?: string;
  /** A chain head hash the caller kept (a live export only carries the chain). */
  head?: string;
}

const isShown = (r: LedgerResponse['rows'][number]): r is LedgerShownRow => 'market' in r;

/** The checkpoint in a signed note, checked against the key and this market's origin. */
function openCheckpoint(note: string, key: NoteVerifier, market: string) {
  const text = openNote(note.replace(/\r\n/g, '\n'), key);
  const c = text ? parseCheckpointText(text) : null;
  if (!c) return 'is not a checkpoint signed by that key';
  if (!c.origin.endsWith(`/ledger/${market}`)) return `is for another log (${c.origin})`;
  return c;
}

function checkLeaves(data: LedgerResponse): string | null {
  const { rows, treeSize, rootHash } = data;
  if (rows.length !== treeSize) return `${rows.length} rows for a tree of ${treeSize}: leaves are missing`;
  const bad = rows.findIndex((r, i) => r.seq !== i + 1);
  if (bad !== -1) return `row ${bad + 1} has seq ${rows[bad].seq}: leaves are missing or out of order`;
  for (const r of rows)
    if (isShown(r) && ledgerLeafHash(r) !== r.leafHash)
      return `row seq ${r.seq} (${r.symbol} ${r.barDate}): leaf hash does not match the row`;
  if (treeRoot(rows.map((r) => r.leafHash)) !== rootHash)
    return 'the leaves do not give the root hash the file names';
  const chained = rows.filter(isShown).filter((r): r is LedgerShownRow & ChainRow => r.hash !== undefined);
  if (chained.length === rows.length) {
    const chain = checkChain(chained);
    if (chain.firstBad)
      return `row seq ${chain.firstBad.seq} (${chain.firstBad.symbol} ${chain.firstBad.barDate}): ${chain.firstBad.reason}`;
  }
  return null;
}

function checkNotes(data: LedgerResponse, o: ExportOptions): string | null {
  if (!o.key) return o.checkpoint || o.kept ? 'a checkpoint needs the verifier key (--key)' : null;
  const key = parseVerifierKey(o.key);
  const leaves = data.rows.map((r) => r.leafHash);
  if (o.checkpoint) {
    const c = openCheckpoint(o.checkpoint, key, data.market);
    if (typeof c === 'string') return `the checkpoint ${c}`;
    if (c.treeSize > leaves.length || treeRoot(leaves.slice(0, c.treeSize)) !== c.rootHash)
      return `the signed checkpoint (tree size ${c.treeSize}) is not this file's tree`;
  }
  if (o.kept) {
    const c = openCheckpoint(o.kept, key, data.market);
    if (typeof c === 'string') return `the kept checkpoint ${c}`;
    if (c.treeSize > leaves.length)
      return `the log shrank: ${leaves.length} rows, the kept checkpoint had ${c.treeSize}`;
    if (treeRoot(leaves.slice(0, c.treeSize)) !== c.rootHash)
      return `the first ${c.treeSize} rows no longer give the kept checkpoint's root: the log was rewritten`;
  }
  return null;
}

/** Checks the text of an exported ledger. */
export function verifyLedgerText(text: string, o: ExportOptions = {}): FileCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'not JSON' };
  }
  const parsed = ledgerResponseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `not a ledger export: ${issue?.path.join('.')} ${issue?.message}` };
  }
  const data = parsed.data;
  const problem = checkLeaves(data) ?? checkNotes(data, o);
  if (problem) return { ok: false, message: problem };
  if (o.head && !data.rows.some((r) => isShown(r) && r.hash === o.head!.trim().toLowerCase()))
    return { ok: false, message: 'the log never had this head (or the export carries no chain hashes)' };
  const withheld = data.rows.filter((r) => !isShown(r)).length;
  return {
    ok: true,
    message:
      `${data.market}: ${data.treeSize} leaves verified, root ${data.rootHash}` +
      (withheld ? ` (${withheld} withheld as leaf hashes)` : '') +
      (o.checkpoint ? ', signed checkpoint matches' : '') +
      (o.kept ? ', extends the kept checkpoint' : '') +
      (o.head ? ', had the kept head' : ''),
  };
}

const USAGE = `Usage: npm run verify-ledger -- FILE [--key KEY] [--checkpoint NOTE_FILE] [--kept NOTE_FILE] [--head HASH]

Checks an exported signal ledger (the JSON of GET /api/ledger?market=...) offline: every leaf is there,
every shown row's leaf hash recomputes, the leaves give the root hash (RFC 6962), a live export's chain
links. Exit 0 when it checks out, 1 when it does not.

Options:
  --key KEY          the verifier key (text of GET /api/ledger/key, or a file holding it)
  --checkpoint FILE  the site's signed checkpoint of this tree (GET /api/ledger/checkpoint)
  --kept FILE        a signed checkpoint you kept from before: the log must still extend it
  --head HASH        a chain head hash you kept (the daily mail's before checkpoints): the log must have had it
  -h, --help         show this help
`;

const textOrFile = (v: string | undefined) =>
  v === undefined ? undefined : v.includes('+') ? v : readFileSync(v, 'utf8');

export function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      checkpoint: { type: 'string' },
      kept: { type: 'string' },
      head: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  const res = verifyLedgerText(readFileSync(positionals[0], 'utf8'), {
    key: textOrFile(values.key),
    checkpoint: values.checkpoint && readFileSync(values.checkpoint, 'utf8'),
    kept: values.kept && readFileSync(values.kept, 'utf8'),
    head: values.head,
  });
  (res.ok ? process.stdout : process.stderr).write(
    `${res.ok ? 'OK' : 'FAILED'} ${positionals[0]}: ${res.message}\n`,
  );
  return res.ok ? 0 : 1;
}

runIfMain(import.meta.url, main);
