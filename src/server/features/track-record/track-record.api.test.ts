import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_ACCOUNT } from '../../../core/engine/model-account';
import type { TrackRecordHeadline, TrackRecordResponse } from '../../../core/schemas/track-record';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

const clock = manualClock(new Date('2026-11-17T23:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

describe('GET /api/track-record', () => {
  it('401 signed out, 403 for free members and for premium without that market', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/track-record?market=futures' })).status).toBe(401);
    const free = await signInAs(t.app, 'free');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/track-record?market=futures', cookie: free.cookie }))
        .status,
    ).toBe(403);
    const futuresOnly = await signInAs(t.app, 'premium', { enableCryptos: false });
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/track-record?market=crypto',
          cookie: futuresOnly.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/track-record?market=bonds',
          cookie: futuresOnly.cookie,
        })
      ).status,
    ).toBe(400);
  });

  it('premium: the daily curve since the data start, labelled demo, agreeing with the engine runs', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const { status, json } = await call(t.app, {
      method: 'GET',
      url: '/api/track-record?market=futures',
      cookie,
    });
    expect(status).toBe(200);
    const tr = json as unknown as TrackRecordResponse;
    expect(tr.demoData).toBe(true);
    // Since the first stored session (tests store 100 demo sessions; production three years).
    const data = await t.app.markets.data('futures');
    const first = data.instruments.map((li) => li.base.days[0].date).sort()[0];
    expect(tr.from).toBe(first);
    expect(tr.equity[0]).toEqual({ date: first, equity: MODEL_ACCOUNT.futures });
    expect(tr.equity.length).toBeGreaterThanOrEqual(100);
    // Independent check: the last equity is the account plus every final day's P&L of every instrument.
    const total = data.instruments.reduce((s, li) => s + li.base.days.reduce((a, d) => a + d.pnl, 0), 0);
    expect(tr.equity.at(-1)!.equity).toBeCloseTo(MODEL_ACCOUNT.futures + total, 1);
    const closed = data.instruments.flatMap((li) => li.base.trades.filter((x) => x.exitDate !== null));
    expect(tr.stats.trades).toBe(closed.length);
    // A ratio needs 10 closed trades: the demo's 100 sessions hold more than that.
    expect(closed.length).toBeGreaterThanOrEqual(10);
    expect(tr.stats.winRate).toBeCloseTo((closed.filter((x) => x.pnl! > 0).length / closed.length) * 100, 1);
    const sumYears = tr.returnsByYear.reduce((s, y) => s + y.pnl, 0);
    expect(sumYears).toBeCloseTo(total, 0);
    expect(tr.returnsByYear[0].year).toBe(first.slice(0, 4));
    expect(tr.returnsByMonth.length).toBeGreaterThanOrEqual(4);
    expect(tr.pnlBySymbol).toHaveLength(30);
    expect(tr.pnlBySector.reduce((s, x) => s + x.pnl, 0)).toBeCloseTo(total, 0);
    for (const k of ['maxDrawdown', 'winRate', 'profitFactor', 'avgDaysInTrade'] as const) {
      expect(Number.isFinite(tr.stats[k])).toBe(true);
    }
    // 100 sessions are not a year: nothing annualised, the answer says why.
    expect(tr.stats.sessions).toBe(tr.equity.length);
    expect(tr.stats).toMatchObject({
      cagr: null,
      sharpe: null,
      sortino: null,
      tooShort: { annualised: true, ratios: false },
    });
    expect(tr.stats.maxDrawdown).toBeGreaterThan(0);
    // Built from the ledger (decision 0050): nothing corrected since publication, so the published
    // record is the engine's; tracked since the first change published live, and a fresh install's
    // first import is reconstructed history only: nothing was published live yet.
    expect(tr.correctedSincePublication).toBe(false);
    expect(tr.recomputed).toBeNull();
    expect(tr.corrections).toEqual([]);
    expect(tr.ledger.rows).toBeGreaterThan(10);
    expect(tr.ledger.headHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tr.trackedSince).toBeNull();
    // Cached per data version: the same object until the data moves.
    const again = await call(t.app, { method: 'GET', url: '/api/track-record?market=futures', cookie });
    expect((again.json as unknown as TrackRecordResponse).dataVersion).toBe(tr.dataVersion);
    expect(data.answers.has('track-record')).toBe(true);
  });

  it('headline figures are public and match the full record', async () => {
    const { json } = await call(t.app, { method: 'GET', url: '/api/track-record/headline' });
    const rows = json as unknown as TrackRecordHeadline;
    expect(rows.map((r) => r.market)).toEqual(['futures', 'equities', 'crypto']);
    const { cookie } = await signInAs(t.app, 'premium');
    const full = (await call(t.app, { method: 'GET', url: '/api/track-record?market=equities', cookie }))
      .json as unknown as TrackRecordResponse;
    expect(rows[1]).toMatchObject({
      cagr: full.stats.cagr,
      maxDrawdown: full.stats.maxDrawdown,
      demoData: true,
      tooShort: { annualised: true },
    });
    expect(rows[1].cagr).toBeNull();
    expect(Object.keys(rows[0]).sort()).toEqual([
      'cagr',
      'correctedSincePublication',
      'demoData',
      'from',
      'market',
      'maxDrawdown',
      'to',
      'tooShort',
      'trackedSince',
      'verified',
    ]);
    // The log verifies, so the headline's figures are not marked unverified (the transparency log).
    expect(rows.every((r) => r.verified === true)).toBe(true);
    expect(rows[1].trackedSince).toBe(full.trackedSince);
  });
});
