import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import type {
  BlotterResponse,
  FuturesInstrument,
  FuturesResponse,
  FuturesTabsResponse,
} from '../../../core/schemas/markets';

// Wednesday 2026-11-18, 11:00 in Chicago (17:00 UTC): a futures session is under way.
const clock = manualClock(new Date('2026-11-18T17:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

const LOCKED_FIELDS = [
  'longQty',
  'shortQty',
  'initPrice',
  'ote',
  'rewardToRisk',
  'daysInTrade',
  'power',
  'stop',
  'change',
] as const;
const rowsOf = (r: FuturesResponse) => r.marketSectors.flatMap((s) => s.instruments);

describe('GET /api/futures', () => {
  it('a browser gets the prepared answer compressed (made once per answer), the same JSON inside', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const plain = await t.app.inject({ method: 'GET', url: '/api/futures', headers: { cookie } });
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await t.app.inject({ method: 'GET', url: '/api/futures', headers });
    const second = await t.app.inject({ method: 'GET', url: '/api/futures', headers });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('premium sees every field of all 30 markets, the lists, and no-store', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const { status, json, res } = await call(t.app, { method: 'GET', url: '/api/futures', cookie });
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json as unknown as FuturesResponse;
    const rows = rowsOf(body);
    expect(rows).toHaveLength(30);
    expect(body.marketSectors.map((s) => s.name)).toEqual([
      'Fixed Income',
      'Equities',
      'Foreign Exchange',
      'Metals',
      'Energy',
      'Grains',
      'Softs',
      'Livestock',
    ]);
    expect(body.tradingDates).toHaveLength(30);
    expect(body.tradingDates.at(-1)).toBe('2026-11-18');
    expect(body.demoData).toBe(true);
    expect(body.isPremium).toBe(true);
    expect(body.lists).not.toBeNull();
    expect(body.lists!.long.length + body.lists!.short.length + body.lists!.flat.length).toBe(30);
    expect(body.counts.total).toBe(30);
    expect(JSON.stringify(body)).not.toContain('LOCKED');
    for (const r of rows) {
      expect(r.positions.at(-1)).toBe(
        r.positionType === 'LONG' ? 'L' : r.positionType === 'SHORT' ? 'S' : '-',
      );
      if (r.positionType === 'FLAT')
        expect([r.longQty, r.shortQty, r.initPrice, r.stop]).toEqual([0, 0, null, null]);
      else expect(typeof r.initPrice).toBe('number');
    }
  });

  for (const kind of ['anonymous', 'free'] as const) {
    it(`${kind}: ES rows open, other rows lock ${LOCKED_FIELDS.join(', ')} and the newest 15 days`, async () => {
      const cookie = kind === 'free' ? (await signInAs(t.app, 'free')).cookie : undefined;
      const { json } = await call(t.app, { method: 'GET', url: '/api/futures', cookie });
      const body = json as unknown as FuturesResponse;
      expect(body.isPremium).toBe(false);
      expect(body.lists).toBeNull();
      const rows = rowsOf(body);
      const es = rows.find((r) => r.symbol === 'ES') as FuturesInstrument;
      expect(es.isPreview).toBe(true);
      expect(JSON.stringify(es)).not.toContain('LOCKED');
      for (const r of rows.filter((x) => !x.symbol.startsWith('ES'))) {
        for (const f of LOCKED_FIELDS) expect(r[f], `${r.symbol}.${f}`).toBe('LOCKED');
        expect(r.positions.slice(0, 15).every((p) => p !== 'LOCKED')).toBe(true);
        expect(r.positions.slice(15).every((p) => p === 'LOCKED')).toBe(true);
        expect(typeof r.lastPrice).toBe('number');
        expect(typeof r.netPrice).toBe('number');
      }
    });
  }
});

describe('GET /api/futures-tabs and /api/futures-blotter', () => {
  it('premium tabs are sorted by days in trade, sector and power, with bands', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const body = (await call(t.app, { method: 'GET', url: '/api/futures-tabs', cookie }))
      .json as unknown as FuturesTabsResponse;
    const powers = body.ranked.data.map((r) => r.power as number);
    expect([...powers].sort((a, b) => b - a)).toEqual(powers);
    for (const r of body.ranked.data) {
      const p = r.power as number;
      expect(r.band).toBe(p >= 2.2 ? 'Strong-Up' : p <= -2.2 ? 'Strong-Down' : p >= 0 ? 'Up' : 'Down');
    }
    expect(body.portfolio.data).toHaveLength(30);
    expect(body.portfolio.title).toBe('Portfolio View');
    expect(body.age.description).toBe('Markets sorted by days in trade, longest first; flat markets last');
    expect(body.ranked.description).toMatch(/^Markets ranked by power/);
  });

  it('non-premium tabs lock the metrics of non-ES rows', async () => {
    const body = (await call(t.app, { method: 'GET', url: '/api/futures-tabs' }))
      .json as unknown as FuturesTabsResponse;
    for (const r of body.age.data) {
      const locked = !r.symbol.startsWith('ES');
      expect(r.power === 'LOCKED').toBe(locked);
      expect(r.band === 'LOCKED').toBe(locked);
      expect(r.ote === 'LOCKED').toBe(locked);
    }
    // The rows stay in sector order for them (decision 0011), and the captions say so.
    expect(body.age.description).toBe(
      'Markets in sector order; the order by days in trade is for premium subscribers',
    );
    expect(body.ranked.description).toBe(
      'Markets in sector order; the ranking by power (20-day move in N) is for premium subscribers',
    );
  });

  it('blotter: Premium for non-ES, ES instruction or preview text; premium sees the instructions', async () => {
    const anon = (await call(t.app, { method: 'GET', url: '/api/futures-blotter' }))
      .json as unknown as BlotterResponse;
    expect(anon.entries).toHaveLength(30);
    expect(anon.forDate).toBe('2026-11-19');
    for (const e of anon.entries) {
      if (e.symb === 'ES') expect(e.instruction).not.toBe('');
      else expect(e.instruction).toBe('Premium');
    }
    const { cookie } = await signInAs(t.app, 'premium');
    const prem = (await call(t.app, { method: 'GET', url: '/api/futures-blotter', cookie }))
      .json as unknown as BlotterResponse;
    expect(prem.entries.some((e) => e.instruction === 'Premium')).toBe(false);
    expect(
      prem.entries.every((e) => e.instruction === '' || /^(Buy|Sell|Entered|Exited)/.test(e.instruction)),
    ).toBe(true);
  });
});
