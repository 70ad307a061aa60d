/**
 * `npm run verify-ledger -- FILE [--allow-gaps]`
 * Checks an exported signal ledger (the JSON answer of GET /api/ledger) offline, with the same hash
 * code as the server (decision 0050): every row's hash recomputes from its prevHash and fields, each
 * row links to the row before it, the chain starts from the genesis hash at seq 1, and the last row
 * is the answer's head. Prints one line; exit 0 when the file checks out, 1 when it does not.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runIfMain } from './run-if-main';
import { ledgerResponseSchema } from '../../core/schemas/ledger';
import { checkChain } from '../features/ledger/chain';

export interface FileCheck {
  ok: boolean;
  message: string;
}

/** Checks the text of an exported ledger. Gaps (rows withheld from a delayed viewer) fail unless allowed. */
export function verifyLedgerText(text: string, o: { allowGaps?: boolean } = {}): FileCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'not JSON' };
  }
  const parsed = ledgerResponseSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      message: `not a ledger export: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    };
  const { market, rows, headSeq, headHash } = parsed.data;
  const check = checkChain(rows);
  if (!check.ok) {
    const b = check.firstBad!;
    return { ok: false, message: `row seq ${b.seq} (${b.symbol} ${b.barDate}): ${b.reason}` };
  }
  const last = rows.at(-1);
  if (last && last.seq === headSeq && last.hash !== headHash)
    return { ok: false, message: `row seq ${last.seq} is not the head the file names (${headHash})` };
  const gaps = [...check.gaps];
  if (last && headSeq !== null && last.seq < headSeq) gaps.push({ after: last.seq, before: headSeq + 1 });
  if (gaps.length && !o.allowGaps) {
    const g = gaps[0];
    return {
      ok: false,
      message: `rows missing between seq ${g.after} and ${g.before} (${gaps.length} gap(s); --allow-gaps for a delayed viewer's export)`,
    };
  }
  const first = rows[0];
  return {
    ok: true,
    message:
      `${market}: ${rows.length} rows verified` +
      (first
        ? `, seq ${first.seq}-${last!.seq}, ${first.barDate} to ${last!.barDate}, head ${last!.hash}`
        : '') +
      (first && first.seq > 1 ? ` (starts after seq 1: linked to ${first.prevHash})` : '') +
      (gaps.length ? `, ${gaps.length} gap(s) of withheld rows` : ''),
  };
}

const USAGE = `Usage: npm run verify-ledger -- FILE [--allow-gaps]

Checks an exported signal ledger (the JSON of GET /api/ledger?market=...) offline: every row's
sha256 hash, the links between rows and the head. Exit 0 when it checks out, 1 when it does not.

Options:
  --allow-gaps   accept missing seqs (a delayed viewer's export withholds rows of open positions)
  -h, --help     show this help
`;

export function main(argv: string[]): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'allow-gaps': { type: 'boolean', default: false },
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
  const res = verifyLedgerText(readFileSync(positionals[0], 'utf8'), { allowGaps: values['allow-gaps'] });
  (res.ok ? process.stdout : process.stderr).write(
    `${res.ok ? 'OK' : 'FAILED'} ${positionals[0]}: ${res.message}\n`,
  );
  return res.ok ? 0 : 1;
}

runIfMain(import.meta.url, main);
