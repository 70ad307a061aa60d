import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquitiesContentResponse } from '../../../core/schemas/markets';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

// Thursday 2026-11-19 20:00 Chicago: the equities session is over, today's bar is final.
const clock = manualClock(new Date('2026-11-20T02:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

const get = async (url: string, cookie?: string) => {
  const r = await call(t.app, { method: 'GET', url, cookie });
  return { ...r, body: r.json as unknown as EquitiesContentResponse };
};

describe('equities content', () => {
  it('anonymous (public): 50 rows, last 10 of 30 days and change locked, no chart, no lists; AAPL fully open', async () => {
    const { status, body } = await get('/api/equities-content/public?t=123');
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(50);
    expect(body.tradingDates).toHaveLength(30);
    expect(body.tradingDates.at(-1)).toBe('2026-11-19');
    expect(body.lists).toBeNull();
    expect(body.isPremium).toBe(false);
    expect(body.demoData).toBe(true);
    for (const r of body.rows) {
      if (r.symbol === 'AAPL') {
        expect(JSON.stringify(r)).not.toContain('LOCKED');
        expect(r.chartImageUrl).toMatch(/^\/api\/chart-image\//);
        continue;
      }
      expect(r.positions.slice(0, 20).includes('LOCKED')).toBe(false);
      expect(r.positions.slice(20)).toEqual(Array(10).fill('LOCKED'));
      expect(r.change).toBe('LOCKED');
      expect(r.chartImageUrl).toBeNull();
      expect(typeof r.current).toBe('number');
    }
    // The HTML carries the same locks: no chart image except AAPL's.
    expect(body.content).toContain('<table class="equities">');
    expect(body.content.match(/<img /g)).toHaveLength(1);
    expect((body.content.match(/data-locked="true"/g) ?? []).length).toBe(49 * 12); // 10 days + change + chart
  });

  it('the signed-in route needs a session (401), and the public route stays anonymous for a free user', async () => {
    expect((await get('/api/equities-content')).status).toBe(401);
    const { cookie } = await signInAs(t.app, 'free');
    const free = await get('/api/equities-content', cookie);
    expect(free.status).toBe(200);
    expect(free.res.headers['cache-control']).toBe('no-store');
    expect(free.body.rows.find((r) => r.symbol === 'MSFT')!.change).toBe('LOCKED');
    expect(free.body.lists).toBeNull();
  });

  it('premium: everything, lists and a signed chart for every symbol', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const { body } = await get('/api/equities-content', cookie);
    expect(JSON.stringify(body)).not.toContain('LOCKED');
    expect(body.isPremium).toBe(true);
    expect(body.lists!.long.length + body.lists!.short.length + body.lists!.flat.length).toBe(50);
    expect(body.rows.every((r) => r.chartImageUrl?.startsWith('/api/chart-image/'))).toBe(true);
    expect((await call(t.app, { method: 'GET', url: body.rows[1].chartImageUrl! })).status).toBe(401); // premium link, no session
    const chart = await call(t.app, { method: 'GET', url: body.rows[1].chartImageUrl!, cookie });
    expect(chart.status).toBe(200);
    expect(chart.res.headers['content-type']).toContain('image/svg+xml');
    expect(chart.res.body).toContain('<svg');
    expect(chart.res.body).toContain(body.rows[1].symbol);
  });

  it('chart tokens cannot be forged and expire after an hour', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const { body } = await get('/api/equities-content', cookie);
    const url = body.rows[2].chartImageUrl!;
    const token = url.split('/').pop()!;
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: 'AAPL' }),
    ).toString('base64url');
    expect((await call(t.app, { method: 'GET', url: `/api/chart-image/${forged}.${sig}` })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/crypto-chart-image/${token}` })).status).toBe(404); // wrong kind
    expect((await call(t.app, { method: 'GET', url: `/api/chart-proxy/${token}`, cookie })).status).toBe(200);
    const free = await signInAs(t.app, 'free');
    expect(
      (await call(t.app, { method: 'GET', url: `/api/chart-proxy/${token}`, cookie: free.cookie })).status,
    ).toBe(403);
    clock.advance(61 * 60 * 1000);
    expect((await call(t.app, { method: 'GET', url, cookie })).status).toBe(404);
    clock.advance(-61 * 60 * 1000);
  });
});
