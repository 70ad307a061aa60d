import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerResponse, LedgerVerifyResponse } from '../../../core/schemas/ledger';
import type { TrackRecordHeadline, TrackRecordResponse } from '../../../core/schemas/track-record';
import { witness } from '../../cli/ledger-witness';
import { manualClock } from '../../lib/clock';
import { createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { checkpointText, signerFromSeed, signNote } from './note';
import { ledgerSigner } from './signing-key';

/**
 * The transparency log's 'done when', over real HTTP: docs/verify/verify-the-record.mjs (written from
 * RFC 6962/9162, RFC 8785 and the C2SP specs only, no TrendLab code) runs as its own Node process against
 * the site.
 */
const SCRIPT = join(import.meta.dirname, '../../../../docs/verify/verify-the-record.mjs');
const run = promisify(execFile);
const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
let t: TestApp;
let site: string;
let premium: string;
let free: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  site = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  premium = (await signInAs(t.app, 'premium')).cookie;
  free = (await signInAs(t.app, 'free')).cookie;
});
afterAll(() => t.close());

const http = async (path: string, cookie?: string) => {
  const r = await fetch(`${site}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
};
const json = async <T>(path: string, cookie?: string) => {
  const r = await http(path, cookie);
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return JSON.parse(r.text) as T;
};
async function script(market: string, o: { cookie?: string; kept?: string }) {
  const args = [SCRIPT, site, market, '--json', '--proofs', '12'];
  if (o.cookie) args.push('--cookie', o.cookie);
  if (o.kept) {
    const f = join(mkdtempSync(join(tmpdir(), 'kept-')), 'checkpoint.txt');
    writeFileSync(f, o.kept);
    args.push('--kept', f);
  }
  const { stdout } = await run(process.execPath, args).catch((e: { stdout: string }) => ({
    stdout: e.stdout,
  }));
  return JSON.parse(stdout) as {
    ok: boolean;
    error?: string;
    treeSize: number;
    root: string;
    withheld: number;
    consistentFrom: number;
  };
}

describe('the record as a transparency log, checked from the specs over HTTP', () => {
  let kept = '';
  let keptHead = '';

  it('serves the verifier key and a signed checkpoint as text', async () => {
    const key = await http('/api/ledger/key');
    expect(key.type).toMatch(/^text\/plain/);
    expect(key.text).toMatch(/^localhost:\d+\/ledger\+[0-9a-f]{8}\+[A-Za-z0-9+/]{44}\n$/);
    const cp = await http('/api/ledger/checkpoint?market=futures');
    expect(cp.type).toMatch(/^text\/plain/);
    const { treeSize, rootHash } = await json<LedgerResponse>('/api/ledger?market=futures', premium);
    const lines = cp.text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      expect.stringMatching(/\/ledger\/futures$/),
      String(treeSize),
      Buffer.from(rootHash, 'hex').toString('base64'),
      '',
    ]);
    expect(lines[4]).toMatch(/^\u2014 \S+\/ledger [A-Za-z0-9+/=]{92}$/);
    kept = cp.text;
    keptHead = (await json<LedgerResponse>('/api/ledger?market=futures', premium)).headHash!;
  });

  it('the log grows; a spec-only check recomputes every leaf, the signed root, inclusion and consistency proofs', async () => {
    const before = (await json<LedgerResponse>('/api/ledger?market=futures', premium)).treeSize;
    for (let d = 1; d <= 20; d++) {
      clock.set(new Date(Date.parse('2026-11-17T23:00:00Z') + d * 86_400_000));
      await t.app.markets.refresh('futures');
      if ((await json<LedgerResponse>('/api/ledger?market=futures', premium)).treeSize > before) break;
    }
    const full = await script('futures', { cookie: premium, kept });
    expect(full, full.error).toMatchObject({ ok: true, withheld: 0, consistentFrom: before });
    expect(full.treeSize).toBeGreaterThan(before);
    // A free member checks the same signed tree without a gap, seeing no withheld value.
    const delayed = await script('futures', { cookie: free, kept });
    expect(delayed, delayed.error).toMatchObject({ ok: true, treeSize: full.treeSize, root: full.root });
    expect(delayed.withheld).toBeGreaterThan(0);
    const exported = await json<LedgerResponse>('/api/ledger?market=futures', free);
    expect(exported.rows.map((r) => r.seq)).toEqual(Array.from({ length: full.treeSize }, (_, i) => i + 1));
    for (const r of exported.rows) {
      if ('market' in r) expect(r).not.toHaveProperty('hash');
      else expect(Object.keys(r).sort()).toEqual(['leafHash', 'seq']);
    }
    expect(exported.headHash).toBeNull();
    // The equities log, with no kept checkpoint, verifies too (consistency from half its tree).
    expect((await script('equities', {})).ok).toBe(true);
  });

  it('proof and consistency answer RFC 9162 shapes and refuse sizes the log never had', async () => {
    const { treeSize } = await json<LedgerResponse>('/api/ledger?market=futures', premium);
    const p = await json<{ leafIndex: number; treeSize: number; hashes: string[] }>(
      `/api/ledger/proof?market=futures&seq=3&treeSize=${treeSize}`,
    );
    expect(p.leafIndex).toBe(2);
    expect(p.hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect((await http(`/api/ledger/proof?market=futures&seq=${treeSize + 1}`)).status).toBe(404);
    expect((await http(`/api/ledger/consistency?market=futures&from=2&to=${treeSize + 1}`)).status).toBe(404);
    expect((await http('/api/ledger/consistency?market=futures&from=9&to=3')).status).toBe(400);
    const list = await json<{ checkpoints: Array<{ treeSize: number; note: string }> }>(
      '/api/ledger/checkpoints?market=futures',
    );
    expect(list.checkpoints.map((c) => c.treeSize)).toEqual([treeSize, kept.split('\n').map(Number)[1]]);
  });

  it('verify refuses a head or a checkpoint the log never had, and accepts the ones it had', async () => {
    const v = (q: string, cookie = premium) =>
      json<LedgerVerifyResponse>(`/api/ledger/verify?market=futures${q}`, cookie);
    expect(await v('&head=deadbeef')).toMatchObject({
      ok: false,
      kept: { kind: 'head', ok: false, reason: 'the log never had this head' },
    });
    expect(await v(`&head=${keptHead}`)).toMatchObject({ ok: true, kept: { kind: 'head', ok: true } });
    expect(await v(`&checkpoint=${encodeURIComponent(kept)}`, free)).toMatchObject({
      ok: true,
      kept: { kind: 'checkpoint', ok: true },
    });
    // A checkpoint of the same size with another root, signed by another key, or by nobody.
    const [origin, size] = kept.split('\n');
    const forged = signNote(
      checkpointText({ origin, treeSize: Number(size), rootHash: 'ab'.repeat(32) }),
      signerFromSeed(`${origin.split('/')[0]}/ledger`, Buffer.alloc(32, 7)),
    );
    expect((await v(`&checkpoint=${encodeURIComponent(forged)}`)).kept).toMatchObject({
      ok: false,
      reason: "the checkpoint is not signed by this site's ledger key",
    });
  });

  it('the database refuses a back-dated, out-of-order, future or late-published INSERT', async () => {
    const db = t.app.deps.database;
    const [head] = await db.query<{ seq: number; salt: string }>(
      "SELECT seq, salt FROM signal_ledger WHERE market = 'futures' ORDER BY seq DESC LIMIT 1",
    );
    const insert = (seq: number, barDate: string, publishedAt: string, reconstructed: boolean) =>
      db.query(
        `INSERT INTO signal_ledger (market, seq, symbol, bar_date, action, fill_price, stop, size, data_version,
           published_at, demo, reconstructed, prev_hash, hash, salt)
         VALUES ('futures', $1, 'ES', $2, 'long-initiation', 5000, 4900, 1, 1, $3, true, $4, $5, $5, $6)`,
        [seq, barDate, publishedAt, reconstructed, '0'.repeat(64), head.salt],
      );
    const next = Number(head.seq) + 1;
    await expect(insert(next, '2025-03-03', '2025-03-04T22:00:00Z', false)).rejects.toThrow(
      /before the previous row/,
    );
    await expect(insert(next + 1, '2026-12-01', new Date().toISOString(), true)).rejects.toThrow(
      /not the next one/,
    );
    await expect(insert(next, '2026-12-01', '2099-01-01T00:00:00Z', true)).rejects.toThrow(/in the future/);
    await expect(insert(next, '2020-01-02', new Date().toISOString(), false)).rejects.toThrow(
      /too old to be published/,
    );
    expect((await json<LedgerVerifyResponse>('/api/ledger/verify?market=futures', premium)).ok).toBe(true);
  });

  it('a witness keeps checkpoints and exits non-zero on a split view', async () => {
    const state = join(mkdtempSync(join(tmpdir(), 'witness-')), 'state.json');
    expect(await witness(site, state, { cookie: free })).toMatchObject({ ok: true });
    expect(await witness(site, state, { cookie: free })).toMatchObject({ ok: true });
    // A split view: the site's own key signed, for someone, a tree of 2 the site's tree does not extend.
    const s = JSON.parse(readFileSync(state, 'utf8')) as Record<string, string>;
    const [origin] = s.futures.split('\n');
    s.futures = signNote(
      checkpointText({ origin, treeSize: 2, rootHash: 'cd'.repeat(32) }),
      ledgerSigner(t.app.deps.config),
    );
    writeFileSync(state, JSON.stringify(s));
    const split = await witness(site, state, { markets: ['futures'] });
    expect(split).toEqual({
      ok: false,
      lines: [
        expect.stringMatching(
          /^FAILED futures: split view: the tree of \d+ does not extend the kept tree of 2$/,
        ),
      ],
    });
    // The kept checkpoint stays: the next run fails again.
    expect((await witness(site, state, { markets: ['futures'] })).ok).toBe(false);
    // A kept note altered after signing is refused too.
    writeFileSync(state, JSON.stringify({ futures: s.futures.replace('\n2\n', '\n1\n') }));
    expect((await witness(site, state, { markets: ['futures'] })).lines[0]).toMatch(
      /^FAILED futures: kept the checkpoint is not signed/,
    );
  });

  it('a rewritten log shows: verify, the checkpoint and the record say so, and the operator gets one mail', async () => {
    const rows = await json<LedgerResponse>('/api/ledger?market=futures', premium);
    const victim = rows.rows[3] as { seq: number };
    await t.app.deps.database.transaction(async (conn) => {
      // An insider with the table's ownership: change a price and recompute the whole chain after it.
      await conn.query('ALTER TABLE signal_ledger DISABLE TRIGGER signal_ledger_no_update_delete');
      await conn.query(
        "UPDATE signal_ledger SET fill_price = fill_price + 1 WHERE market = 'futures' AND seq = $1",
        [victim.seq],
      );
      await conn.query('ALTER TABLE signal_ledger ENABLE TRIGGER signal_ledger_no_update_delete');
    });
    for (let i = 0; i < 3; i++) {
      const v = await json<LedgerVerifyResponse>('/api/ledger/verify?market=futures', free);
      expect(v.ok).toBe(false);
      expect(v.problem).toMatch(/row seq 4/);
    }
    expect((await http('/api/ledger/checkpoint?market=futures')).status).toBe(503);
    // The track record says so: its figures are unverified, for premium and in the public headline.
    const tr = await json<TrackRecordResponse>('/api/track-record?market=futures', premium);
    expect(tr.ledger).toMatchObject({ verified: false, problem: expect.stringMatching(/row seq 4/) });
    const headline = await json<TrackRecordHeadline>('/api/track-record/headline');
    expect(headline.map((h) => [h.market, h.verified])).toEqual([
      ['futures', false],
      ['equities', true],
      ['crypto', true],
    ]);
    expect((await script('futures', { cookie: premium, kept })).ok).toBe(false);
    const mails = await t.app.deps.database.query<{ to_address: string }>(
      "SELECT to_address FROM mail_outbox WHERE kind = 'ledger-broken'",
    );
    expect(mails).toEqual([{ to_address: t.app.deps.config.OPERATOR_EMAIL }]);
  });
});
