/**
 * `npm run ledger-witness -- <site URL> <state file> [--cookie 'name=value'] [--markets futures,equities,crypto]`
 * A witness of the signal ledger (docs/verify-the-record.md), for a subscriber's cron: keeps
 * the last checkpoint it saw per market in the state file; each run fetches the site's verifier key
 * and each market's signed checkpoint, checks the signature, and proves with GET /api/ledger/consistency
 * that the new tree extends the one it kept (RFC 9162). Any bad signature, shrunk tree or failed proof
 * is a split view or a rewrite: the state is left as it was and the exit code is 1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { verifyConsistency } from '../../core/ledger/merkle';
import { openNote, parseCheckpointText, parseVerifierKey } from '../features/ledger/note';
import type { Checkpoint, NoteVerifier } from '../features/ledger/note';

type State = Record<string, string>;
export interface WitnessResult {
  ok: boolean;
  lines: string[];
}

async function fetchText(url: string, cookie?: string): Promise<{ status: number; text: string }> {
  const r = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: r.status, text: await r.text() };
}

function open(note: string, key: NoteVerifier, market: string): Checkpoint | string {
  const text = openNote(note, key);
  const c = text ? parseCheckpointText(text) : null;
  if (!c) return 'the checkpoint is not signed by the site key';
  return c.origin.endsWith(`/ledger/${market}`) ? c : `the checkpoint is for another log (${c.origin})`;
}

/** One market: the new checkpoint must be signed and extend the kept one. Returns the problem, or null. */
async function witnessMarket(
  site: string,
  key: NoteVerifier,
  market: string,
  kept: string | undefined,
  cookie?: string,
) {
  const got = await fetchText(`${site}/api/ledger/checkpoint?market=${market}`, cookie);
  if (got.status !== 200) return { problem: `checkpoint: HTTP ${got.status} ${got.text.slice(0, 200)}` };
  const now = open(got.text, key, market);
  if (typeof now === 'string') return { problem: now };
  if (!kept) return { note: got.text, line: `${market}: first checkpoint kept, tree size ${now.treeSize}` };
  const before = open(kept, key, market);
  if (typeof before === 'string') return { problem: `kept ${before}` };
  if (now.treeSize < before.treeSize)
    return { problem: `the tree shrank from ${before.treeSize} to ${now.treeSize}` };
  const proof = await fetchText(
    `${site}/api/ledger/consistency?market=${market}&from=${before.treeSize}&to=${now.treeSize}`,
    cookie,
  );
  if (proof.status !== 200) return { problem: `consistency: HTTP ${proof.status}` };
  const { hashes } = JSON.parse(proof.text) as { hashes: string[] };
  if (!verifyConsistency(before.treeSize, now.treeSize, hashes, before.rootHash, now.rootHash))
    return {
      problem: `split view: the tree of ${now.treeSize} does not extend the kept tree of ${before.treeSize}`,
    };
  return { note: got.text, line: `${market}: tree ${before.treeSize} -> ${now.treeSize} consistent` };
}

export async function witness(
  site: string,
  stateFile: string,
  o: { cookie?: string; markets?: string[] } = {},
): Promise<WitnessResult> {
  const base = site.replace(/\/+$/, '');
  const state: State = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as State) : {};
  const keyAnswer = await fetchText(`${base}/api/ledger/key`);
  if (keyAnswer.status !== 200) return { ok: false, lines: [`key: HTTP ${keyAnswer.status}`] };
  const key = parseVerifierKey(keyAnswer.text);
  const lines: string[] = [];
  let ok = true;
  for (const market of o.markets ?? ['futures', 'equities', 'crypto']) {
    const r = await witnessMarket(base, key, market, state[market], o.cookie);
    if (r.problem) {
      ok = false;
      lines.push(`FAILED ${market}: ${r.problem}`);
    } else {
      state[market] = r.note!;
      lines.push(`OK ${r.line}`);
    }
  }
  // The kept checkpoints only move forward over checked ones; a failed market keeps its old one.
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  return { ok, lines };
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { cookie: { type: 'string' }, markets: { type: 'string' } },
  });
  if (positionals.length !== 2) {
    process.stderr.write(
      'Usage: npm run ledger-witness -- <site URL> <state file> [--cookie C] [--markets futures,equities]\n',
    );
    return 2;
  }
  const r = await witness(positionals[0], positionals[1], {
    cookie: values.cookie,
    markets: values.markets?.split(','),
  });
  (r.ok ? process.stdout : process.stderr).write(`${r.lines.join('\n')}\n`);
  return r.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: Error) => {
      process.stderr.write(`${err.message}\n`);
      process.exitCode = 2;
    },
  );
