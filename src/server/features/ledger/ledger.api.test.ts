import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/engine/dates';
import type { LedgerResponse, LedgerRow, LedgerVerifyResponse } from '../../../core/schemas/ledger';
import { verifyLedgerText } from '../../cli/verify-ledger';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { checkChain } from './chain';

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
  it('history stored before the ledger is written once as reconstructed rows; recent changes are published', async () => {
    const today = '2026-11-17';
    for (const market of ['futures', 'equities', 'crypto']) {
      const { rows, headSeq, headHash, delayedTo } = await ledger(market, premium);
      expect(delayedTo).toBeNull();
      expect(rows.length, market).toBeGreaterThan(10);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      expect(headSeq).toBe(rows.length);
      expect(headHash).toBe(rows.at(-1)!.hash);
      expect(checkChain(rows).ok).toBe(true);
      for (const r of rows) {
        // Published = news (no older than the alerts' five days); everything older is reconstructed.
        expect(r.reconstructed, `${r.symbol} ${r.barDate}`).toBe(r.barDate < addDays(today, -5));
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
      expect(v).toMatchObject({ ok: true, rows: rows.length, headHash, firstBad: null, delayedTo: null });
      expect(v.firstDate).toBe(rows.map((r) => r.barDate).sort()[0]);
    }
  });

  it('the alerts and the ledger agree on the last bar: action, fill and stop', async () => {
    const { lastFinalChange } = await import('../alerts/changes');
    const data = await t.app.markets.data('futures');
    const { rows } = await ledger('futures', premium);
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
    const before = (await ledger('futures', premium)).rows;
    let after = before;
    // Session by session until the engine publishes a change (a few sessions at most on 30 markets).
    for (let d = 1; d <= 20 && after.length === before.length; d++) {
      clock.set(new Date(Date.parse('2026-11-17T23:00:00Z') + d * 86_400_000));
      await t.app.markets.refresh('futures');
      after = (await ledger('futures', premium)).rows;
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
    expect((await verify('futures', premium)).ok).toBe(true);
  });

  it('delayed viewers get rows up to their delay, never the entry of a position still open; crypto needs a session', async () => {
    const full = await ledger('futures', premium);
    for (const cookie of [undefined, free]) {
      const d = await ledger('futures', cookie);
      expect(d.delayedTo).not.toBeNull();
      expect(d.rows.length).toBeGreaterThan(0);
      expect(d.rows.length).toBeLessThan(full.rows.length);
      for (const r of d.rows) expect(r.barDate <= d.delayedTo!).toBe(true);
      const last = new Map<string, LedgerRow>();
      for (const r of full.rows.filter((x) => x.barDate <= d.delayedTo!)) last.set(r.symbol, r);
      for (const r of d.rows) {
        const open = last.get(r.symbol)!.seq === r.seq && r.action !== 'liquidation';
        expect(open, `${r.symbol} ${r.barDate} ${r.action}`).toBe(false);
      }
      // The rows it gets are the premium rows, unchanged, so they verify offline (with their gaps).
      for (const r of d.rows) expect(r).toEqual(full.rows[r.seq - 1]);
      expect(verifyLedgerText(JSON.stringify(d), { allowGaps: true }).ok).toBe(true);
      const v = await verify('futures', cookie);
      expect(v.ok).toBe(true);
      expect(v.delayedTo).toBe(d.delayedTo);
      expect(v.headHash).toBe(d.headHash);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/ledger?market=crypto' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/ledger/verify?market=crypto' })).status).toBe(401);
    expect((await ledger('crypto', free)).delayedTo).not.toBeNull();
  });

  it('from/to select bar dates; bad parameters answer 400', async () => {
    const full = (await ledger('futures', premium)).rows;
    const mid = full[Math.floor(full.length / 2)].barDate;
    const part = await ledger('futures', premium, `&from=${mid}&to=${mid}`);
    expect(part.rows.length).toBeGreaterThan(0);
    expect(part.rows).toEqual(full.filter((r) => r.barDate === mid));
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
    tampered.rows[k].fillPrice += 0.25;
    const bad = join(dir, 'tampered.json');
    writeFileSync(bad, JSON.stringify(tampered));
    expect(main([bad])).toBe(1);
    expect(verifyLedgerText(JSON.stringify(tampered)).message).toBe(
      `row seq ${k + 1} (${exported.rows[k].symbol} ${exported.rows[k].barDate}): hash does not match the row`,
    );
    // A row removed from the middle is a gap, refused unless asked for.
    const removed = { ...exported, rows: exported.rows.filter((_, i) => i !== k) };
    expect(verifyLedgerText(JSON.stringify(removed)).ok).toBe(false);
  });

  it('a row changed around the trigger makes verify answer ok: false naming it', async () => {
    const { rows } = await ledger('equities', premium);
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
