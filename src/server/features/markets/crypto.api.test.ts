import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoContentResponse } from '../../../core/schemas/markets';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

// Saturday 2026-11-21 12:00 UTC: crypto trades at weekends, today's bar is forming.
const clock = manualClock(new Date('2026-11-21T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

const get = async (url: string, cookie?: string) => {
  const r = await call(t.app, { method: 'GET', url, cookie });
  return { ...r, body: r.json as unknown as CryptoContentResponse };
};

describe('crypto content', () => {
  it('anonymous gets 401 Authentication Required', async () => {
    const r = await get('/api/crypto-content');
    expect(r.status).toBe(401);
    expect(r.json.message).toBe('Authentication Required');
  });

  it('free: first 6 of 16 days, stop, 40D high and change locked; charts only for BTC; balance chart, no PDF', async () => {
    const { cookie } = await signInAs(t.app, 'free');
    const { status, body, res } = await get('/api/crypto-content', cookie);
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.rows).toHaveLength(30);
    expect(body.tradingDates).toHaveLength(16);
    expect(body.tradingDates.at(-1)).toBe('2026-11-21');
    expect(body.isPremium).toBe(false);
    for (const r of body.rows) {
      expect(r.positions.slice(0, 6).includes('LOCKED')).toBe(false);
      expect(r.positions.slice(6)).toEqual(Array(10).fill('LOCKED'));
      expect([r.stop, r.fortyDayHigh, r.change]).toEqual(['LOCKED', 'LOCKED', 'LOCKED']);
      expect(r.chartImageUrl === null).toBe(r.symbol !== 'BTC');
      expect(r.chartSymbol).toBe(`${r.symbol}USD`);
      expect(r.positions.includes('S')).toBe(false); // long only
    }
    expect(body.balanceChartUrl).toMatch(/^\/api\/crypto-balance-chart\//);
    expect(body.performancePdfUrl).toBeNull();
    expect(body.content).toContain('class="crypto-logo"');
    // The HTML carries the same locks: 10 days + stop + 40D high + change per row.
    expect((body.content.match(/data-locked="true"/g) ?? []).length).toBe(30 * 13);
    const balance = await call(t.app, { method: 'GET', url: body.balanceChartUrl!, cookie });
    expect(balance.res.headers['content-type']).toContain('image/svg+xml');
    const narrow = await call(t.app, {
      method: 'GET',
      url: `${body.balanceChartUrl!}?layout=narrow`,
      cookie,
    });
    expect(narrow.res.body).toContain('width="360"'); // drawn for a phone, labels readable at 390 px
    const btc = body.rows.find((r) => r.symbol === 'BTC')!;
    expect((await call(t.app, { method: 'GET', url: btc.chartImageUrl! })).status).toBe(200);
  });

  it('premium: every field, charts for all, and a real PDF report', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const { body } = await get('/api/crypto-content', cookie);
    expect(JSON.stringify(body.rows)).not.toContain('LOCKED');
    expect(body.isPremium).toBe(true);
    for (const r of body.rows) {
      expect(typeof r.fortyDayHigh).toBe('number');
      expect(r.fortyDayHigh as number).toBeGreaterThan(0);
      if (r.positions.at(-1) === 'L') expect(typeof r.stop).toBe('number');
      else expect(r.stop).toBeNull();
    }
    expect((await call(t.app, { method: 'GET', url: body.performancePdfUrl! })).status).toBe(401); // the session comes with the fetch
    const pdf = await call(t.app, { method: 'GET', url: body.performancePdfUrl!, cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.res.rawPayload.length).toBeGreaterThan(1500);
  });

  it('a coin with fewer than 40 bars has no 40-day high: n/a (null), not its last price', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const young = 'SOL';
    await t.app.deps.database.query(
      `DELETE FROM daily_bars WHERE instrument_id = (SELECT id FROM instruments WHERE market = 'crypto' AND symbol = $1)
         AND date < (SELECT max(date) - 30 FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id
                      WHERE i.market = 'crypto' AND i.symbol = $1)`,
      [young],
    );
    t.app.markets.invalidate('crypto');
    const { body } = await get('/api/crypto-content', cookie);
    const row = body.rows.find((r) => r.symbol === young)!;
    expect(row.fortyDayHigh).toBeNull();
    expect(row.last).toBeGreaterThan(0);
    expect(body.rows.filter((r) => r.symbol !== young).every((r) => typeof r.fortyDayHigh === 'number')).toBe(
      true,
    );
  });

  it('serves real logos from the icon package, only for the universe', async () => {
    const r = await call(t.app, { method: 'GET', url: '/api/crypto-logo/btc' });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('image/svg+xml');
    expect(r.res.body).toContain('<svg');
    expect((await call(t.app, { method: 'GET', url: '/api/crypto-logo/usdt' })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/crypto-logo/..%2Fx' })).status).toBe(400);
  });
});
