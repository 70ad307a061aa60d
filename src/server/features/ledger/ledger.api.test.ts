import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerResponse, LedgerShownRow, LedgerVerifyResponse } from '../../../core/schemas/ledger';
import { verifyLedgerText } from '../../cli/verify-ledger';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { checkChain } from './chain';
import type { ChainRow } from './chain';

type FullRow = LedgerShownRow & ChainRow;
/** A live viewer's rows: every one shown, with its chain hashes. */
const full = (d: LedgerResponse): FullRow[] =>
  d.rows.map((r) => {
    if (!('market' in r) || r.hash === undefined) throw new Error(`row ${r.seq} is not shown in full`);
    return r as FullRow;
  });

// Tuesday 2026-11-17 after every market's close: the seed stores 100 demo sessions per instrument.
const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
let t: TestApp;
let premium: string;
let free: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  premium = (await signInAs(t.app, 'premium')).cookie;
  free = (await signInAs(t.app, 'free')).cookie;
});
afterAll(() => t.close());

const ledger = async (market: string, cookie?: string, query = '') => {
  const r = await call(t.app, { method: 'GET', url: `/api/ledger?market=${market}${query}`, cookie });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json as unknown as LedgerResponse;
};
const verify = async (market: string, cookie?: string) => {
  const r = await call(t.app, { method: 'GET', url: `/api/ledger/verify?market=${market}`, cookie });
  expect(r.status).toBe(200);
  return r.json as unknown as LedgerVerifyResponse;
};

describe('the published signal ledger', () => {
  it("a fresh install's first import is written once as reconstructed history, never as published", async () => {
    for (const market of ['futures', 'equities', 'crypto']) {
      const answer = await ledger(market, premium);
      const { headSeq, headHash, delayedTo } = answer;
      const rows = full(answer);
      expect(delayedTo).toBeNull();
      expect(rows.length, market).toBeGreaterThan(10);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      expect(headSeq).toBe(rows.length);
      expect(headHash).toBe(rows.at(-1)!.hash);
      expect(checkChain(rows).ok).toBe(true);
      for (const r of rows) {
        // Nothing was published before the site ran: even the last sessions' changes are history.
        expect(r.reconstructed, `${r.symbol} ${r.barDate}`).toBe(true);
        expect(r.salt).toMatch(/^[0-9a-f]{32,}$/);
        expect(r.demo).toBe(true);
      }
      // The chain covers the stored history: its first change is after the first stored bar.
      const data = await t.app.markets.data(market as 'futures');
      const firstBar = data.instruments.map((li) => li.base.days[0].date).sort()[0];
      expect(rows[0].barDate >= firstBar).toBe(true);
      // Every change the engine sees in the stored bars is in the ledger, with its fill and stop.
      const engineChanges = data.instruments.reduce(
        (n, li) =>
          n + li.base.days.filter((d, i) => d.position !== (i ? li.base.days[i - 1].position : 0)).length,
        0,
      );
      expect(rows.length).toBe(engineChanges);
      const v = await verify(market, premium);
      expect(v).toMatchObject({
        ok: true,
        rows: rows.length,
        headHash,
        firstBad: null,
        delayedTo: null,
        treeSize: rows.length,
        rootHash: answer.rootHash,
        problem: null,
        kept: null,
      });
      expect(v.firstDate).toBe(rows.map((r) => r.barDate).sort()[0]);
    }
  });

  it('the alerts and the ledger agree on the last bar: action, fill and stop', async () => {
    const { lastFinalChange } = await import('../alerts/changes');
    const data = await t.app.markets.data('futures');
    const rows = full(await ledger('futures', premium));
    const ACTION: Record<string, string> = {
      'Long initiation': 'long-initiation',
      'Short initiation': 'short-initiation',
      Liquidation: 'liquidation',
      'Reversal to long': 'reversal-to-long',
      'Reversal to short': 'reversal-to-short',
    };
    let compared = 0;
    for (const li of data.instruments) {
      const alert = lastFinalChange(li);
      const row = rows.find((r) => r.symbol === li.row.symbol && r.barDate === li.base.days.at(-1)!.date);
      if (!alert) {
        expect(row).toBeUndefined();
        continue;
      }
      compared++;
      expect(row).toMatchObject({ action: ACTION[alert.action], fillPrice: alert.price, stop: alert.stop });
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('a refresh appends what it publishes and leaves every earlier row as it was', async () => {
    const before = full(await ledger('futures', premium));
    let after = before;
    // Session by session until the engine publishes a change (a few sessions at most on 30 markets).
    for (let d = 1; d <= 20 && after.length === before.length; d++) {
      clock.set(new Date(Date.parse('2026-11-17T23:00:00Z') + d * 86_400_000));
      await t.app.markets.refresh('futures');
      after = full(await ledger('futures', premium));
    }
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(0, before.length)).toEqual(before);
    const data = await t.app.markets.data('futures');
    for (const r of after.slice(before.length)) {
      expect(r.reconstructed).toBe(false);
      expect(r.dataVersion).toBe(data.version);
      expect(r.publishedAt).toBe(clock.now().toISOString());
      expect(r.prevHash).toBe(after[r.seq - 2].hash);
    }
    // Once the ledger has looked at a symbol, a change on a new recent bar is published.
    expect(after.slice(before.length).some((r) => !r.reconstructed)).toBe(true);
    expect((await verify('futures', premium)).ok).toBe(true);
  });

  it('delayed viewers get every leaf: values up to their delay, never an open entry, the rest as leaf hashes', async () => {
    const premiumView = await ledger('futures', premium);
    const all = full(premiumView);
    for (const cookie of [undefined, free]) {
      const d = await ledger('futures', cookie);
      expect(d.delayedTo).not.toBeNull();
      expect(d.rows.map((r) => r.seq)).toEqual(all.map((r) => r.seq));
      expect(d).toMatchObject({ treeSize: all.length, rootHash: premiumView.rootHash, headHash: null });
      const last = new Map<string, FullRow>();
      for (const r of all.filter((x) => x.barDate <= d.delayedTo!)) last.set(r.symbol, r);
      const shown = d.rows.filter((r): r is LedgerShownRow => 'market' in r);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(all.length);
      for (const r of d.rows) {
        const p = all[r.seq - 1];
        const open =
          p.barDate <= d.delayedTo! && last.get(p.symbol)!.seq === p.seq && p.action !== 'liquidation';
        const visible = p.barDate <= d.delayedTo! && !open;
        if (visible) {
          // Values and salt as premium sees them, without the unsalted chain hashes.
          const { prevHash: _p, hash: _h, ...rest } = p;
          expect(r).toEqual(rest);
        } else expect(r, `seq ${r.seq}`).toEqual({ seq: p.seq, leafHash: p.leafHash });
      }
      expect(verifyLedgerText(JSON.stringify(d)).ok).toBe(true);
      const v = await verify('futures', cookie);
      expect(v).toMatchObject({ ok: true, delayedTo: d.delayedTo, headHash: null, rootHash: d.rootHash });
    }
    expect((await call(t.app, { method: 'GET', url: '/api/ledger?market=crypto' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/ledger/verify?market=crypto' })).status).toBe(401);
    expect((await ledger('crypto', free)).delayedTo).not.toBeNull();
  });

  it('from/to select bar dates; bad parameters answer 400', async () => {
    const rows = full(await ledger('futures', premium));
    const mid = rows[Math.floor(rows.length / 2)].barDate;
    const part = await ledger('futures', premium, `&from=${mid}&to=${mid}`);
    expect(part.rows.length).toBeGreaterThan(0);
    expect(part.rows).toEqual(rows.filter((r) => r.barDate === mid));
    for (const url of [
      '/api/ledger?market=bonds',
      '/api/ledger?market=futures&from=yesterday',
      '/api/ledger/verify',
    ])
      expect((await call(t.app, { method: 'GET', url, cookie: premium })).status, url).toBe(400);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of ledger rows', async () => {
    const db = t.app.deps.database;
    await expect(
      db.query("UPDATE signal_ledger SET fill_price = fill_price + 1 WHERE market = 'futures'"),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(db.query("DELETE FROM signal_ledger WHERE market = 'futures' AND seq = 1")).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(db.query('TRUNCATE signal_ledger')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect((await verify('futures', premium)).ok).toBe(true);
  });

  it('the CLI verifies an exported file and fails on a tampered one', async () => {
    const exported = await ledger('futures', premium);
    const dir = mkdtempSync(join(tmpdir(), 'ledger-export-'));
    const good = join(dir, 'futures.json');
    writeFileSync(good, JSON.stringify(exported));
    const { main } = await import('../../cli/verify-ledger');
    expect(main([good])).toBe(0);
    const k = Math.floor(exported.rows.length / 2);
    const tampered = structuredClone(exported);
    const victim = full(tampered)[k];
    victim.fillPrice += 0.25;
    const bad = join(dir, 'tampered.json');
    writeFileSync(bad, JSON.stringify(tampered));
    expect(main([bad])).toBe(1);
    expect(verifyLedgerText(JSON.stringify(tampered)).message).toBe(
      `row seq ${k + 1} (${victim.symbol} ${victim.barDate}): leaf hash does not match the row`,
    );
    // A row removed from the middle is a missing leaf.
    const removed = { ...exported, rows: exported.rows.filter((_, i) => i !== k) };
    expect(verifyLedgerText(JSON.stringify(removed)).message).toMatch(/leaves are missing/);
  });

  it('a row changed around the trigger makes verify answer ok: false naming it', async () => {
    const rows = full(await ledger('equities', premium));
    const victim = rows[Math.floor(rows.length / 2)];
    await t.app.deps.database.transaction(async (conn) => {
      await conn.query('ALTER TABLE signal_ledger DISABLE TRIGGER signal_ledger_no_update_delete');
      await conn.query(
        "UPDATE signal_ledger SET fill_price = fill_price * 1.01 WHERE market = 'equities' AND seq = $1",
        [victim.seq],
      );
      await conn.query('ALTER TABLE signal_ledger ENABLE TRIGGER signal_ledger_no_update_delete');
    });
    const v = await verify('equities', premium);
    expect(v.ok).toBe(false);
    expect(v.firstBad).toEqual({
      seq: victim.seq,
      symbol: victim.symbol,
      barDate: victim.barDate,
      reason: 'hash does not match the row',
    });
    expect((await verify('futures', premium)).ok).toBe(true);
  });
});
