import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BlotterResponse,
  CryptoContentResponse,
  EquitiesContentResponse,
  FuturesResponse,
  FuturesTabsResponse,
  Market,
  PerformanceSummary,
  Signal,
  TradersDashboardResponse,
} from '../core/schemas/markets';
import { manualClock } from './lib/clock';
import { routesOf } from './lib/route-table';
import { adminCookie, call, createTestApp, signInAs } from './test/harness';
import type { TestApp } from './test/harness';

/**
 * The access matrix (docs/features/viewer-access.md): every GET route x every kind of viewer, on the seeded demo data.
 * The premium answers give the premium-only values (locked fields of non-preview rows, entries
 * made in the locked days, the video archive, the premium order of the tabs); no answer to a viewer
 * who is not premium for that market may contain one of them, and counts and orders must follow
 * what that viewer sees. A GET route missing from ROUTES fails the test: add it there.
 */
type Kind = 'visitor' | 'free' | 'premium' | 'partial' | 'admin';
const KINDS: Kind[] = ['visitor', 'free', 'premium', 'partial', 'admin'];
/** `partial` is a premium member whose futures flag is off: futures are seen as free. */
const premiumIn = (kind: Kind, market: Market) =>
  kind === 'premium' || kind === 'admin' || (kind === 'partial' && market !== 'futures');

/** Who may read a route: anyone, a signed-in member, the admin session, an API key (cookies never). */
/** 'operator': members and the admin session (the dashboard opens for the operator). */
type Gate = 'public' | 'user' | 'operator' | 'admin' | 'key';
interface Fixture {
  premiumUserId: number;
  links: Record<
    'equityChart' | 'equityProxy' | 'openChart' | 'cryptoChart' | 'btcChart' | 'balance' | 'pdf',
    string
  >;
}
const MARKETS: Market[] = ['futures', 'equities', 'crypto'];
const ROUTES: Record<string, { gate: Gate; urls: (f: Fixture) => string[] }> = {
  '/api/signals': {
    gate: 'public',
    urls: () => MARKETS.flatMap((m) => [`/api/signals?market=${m}`, `/api/signals?market=${m}&limit=10`]),
  },
  '/api/performance': { gate: 'public', urls: () => ['/api/performance'] },
  '/api/futures': { gate: 'public', urls: () => ['/api/futures'] },
  '/api/futures-tabs': { gate: 'public', urls: () => ['/api/futures-tabs'] },
  '/api/futures-blotter': { gate: 'public', urls: () => ['/api/futures-blotter'] },
  '/api/equities-content': { gate: 'user', urls: () => ['/api/equities-content'] },
  '/api/equities-content/public': { gate: 'public', urls: () => ['/api/equities-content/public'] },
  '/api/crypto-content': { gate: 'user', urls: () => ['/api/crypto-content'] },
  '/api/crypto-logo/:symbol': { gate: 'public', urls: () => ['/api/crypto-logo/btc'] },
  '/api/chart-image/*': { gate: 'public', urls: (f) => [f.links.equityChart, f.links.openChart] },
  '/api/chart-proxy/*': { gate: 'public', urls: (f) => [f.links.equityProxy] },
  '/api/crypto-chart-image/*': { gate: 'public', urls: (f) => [f.links.cryptoChart, f.links.btcChart] },
  '/api/crypto-balance-chart/*': { gate: 'public', urls: (f) => [f.links.balance] },
  '/api/crypto-performance-pdf/*': { gate: 'public', urls: (f) => [f.links.pdf] },
  '/api/traders-dashboard': { gate: 'operator', urls: () => ['/api/traders-dashboard'] },
  '/api/weekly-videos': { gate: 'public', urls: () => ['/api/weekly-videos'] },
  '/api/track-record': { gate: 'public', urls: () => MARKETS.map((m) => `/api/track-record?market=${m}`) },
  '/api/track-record/headline': { gate: 'public', urls: () => ['/api/track-record/headline'] },
  '/api/ledger': { gate: 'public', urls: () => MARKETS.map((m) => `/api/ledger?market=${m}`) },
  '/api/ledger/verify': { gate: 'public', urls: () => MARKETS.map((m) => `/api/ledger/verify?market=${m}`) },
  '/api/ledger/checkpoint': {
    gate: 'public',
    urls: () => MARKETS.map((m) => `/api/ledger/checkpoint?market=${m}`),
  },
  '/api/ledger/checkpoints': {
    gate: 'public',
    urls: () => MARKETS.map((m) => `/api/ledger/checkpoints?market=${m}`),
  },
  '/api/ledger/key': { gate: 'public', urls: () => ['/api/ledger/key'] },
  '/api/ledger/proof': {
    gate: 'public',
    urls: () => MARKETS.map((m) => `/api/ledger/proof?market=${m}&seq=1&treeSize=1`),
  },
  '/api/ledger/consistency': {
    gate: 'public',
    urls: () => MARKETS.map((m) => `/api/ledger/consistency?market=${m}&from=1&to=1`),
  },
  '/api/v1/signals': { gate: 'key', urls: () => ['/api/v1/signals?market=futures'] },
  '/api/v1/positions': { gate: 'key', urls: () => ['/api/v1/positions?market=futures'] },
  '/api/docs': { gate: 'public', urls: () => ['/api/docs'] },
  '/api/docs/json': { gate: 'public', urls: () => ['/api/docs/json'] },
  '/api/health': { gate: 'public', urls: () => ['/api/health'] },
  '/api/ready': { gate: 'public', urls: () => ['/api/ready'] },
  '/api/auth/user': { gate: 'public', urls: () => ['/api/auth/user'] },
  '/api/profile': { gate: 'public', urls: () => ['/api/profile'] },
  '/api/account/api-keys': { gate: 'user', urls: () => ['/api/account/api-keys'] },
  '/api/account/alerts': { gate: 'user', urls: () => ['/api/account/alerts'] },
  '/api/account/trial': { gate: 'user', urls: () => ['/api/account/trial'] },
  '/api/admin/access': { gate: 'admin', urls: () => ['/api/admin/access'] },
  '/api/billing/config': { gate: 'public', urls: () => ['/api/billing/config'] },
  '/api/billing/status': { gate: 'user', urls: () => ['/api/billing/status'] },
  '/api/admin/billing/overview': { gate: 'admin', urls: () => ['/api/admin/billing/overview'] },
  '/api/admin/client-ip': { gate: 'admin', urls: () => ['/api/admin/client-ip'] },
  '/api/admin/view-as': { gate: 'admin', urls: () => ['/api/admin/view-as'] },
  '/api/alerts/unsubscribe': { gate: 'public', urls: () => ['/api/alerts/unsubscribe?token=x'] },
  '/api/login': { gate: 'public', urls: () => ['/api/login'] },
  '/api/captcha': { gate: 'public', urls: () => ['/api/captcha'] },
  '/api/quiz/questions': { gate: 'public', urls: () => ['/api/quiz/questions'] },
  '/api/testimonials': { gate: 'public', urls: () => ['/api/testimonials'] },
  '/api/member-count': { gate: 'public', urls: () => ['/api/member-count'] },
  '/api/trading-game/state': { gate: 'public', urls: () => ['/api/trading-game/state'] },
  '/api/trading-game/market-data': { gate: 'public', urls: () => ['/api/trading-game/market-data'] },
  '/api/trading-game/trades': { gate: 'public', urls: () => ['/api/trading-game/trades'] },
  '/api/trading-game/ohlc-data': { gate: 'public', urls: () => ['/api/trading-game/ohlc-data'] },
  '/api/trading-game/leaderboard': { gate: 'public', urls: () => ['/api/trading-game/leaderboard'] },
  '/api/trading-game/daily-analytics': { gate: 'public', urls: () => ['/api/trading-game/daily-analytics'] },
  '/api/admin/session': { gate: 'public', urls: () => ['/api/admin/session'] },
  '/api/admin/registrations': { gate: 'admin', urls: () => ['/api/admin/registrations'] },
  '/api/admin/members/:id/billing': {
    gate: 'admin',
    urls: (f) => [`/api/admin/members/${f.premiumUserId}/billing`],
  },
  '/api/admin/registrations/:id/api-keys': {
    gate: 'admin',
    urls: (f) => [`/api/admin/registrations/${f.premiumUserId}/api-keys`],
  },
  '/api/admin/subscribers': { gate: 'admin', urls: () => ['/api/admin/subscribers'] },
  '/api/admin/contact-messages': { gate: 'admin', urls: () => ['/api/admin/contact-messages'] },
  '/api/admin/contact-messages/:id/responses': {
    gate: 'admin',
    urls: () => ['/api/admin/contact-messages/1/responses'],
  },
  '/api/admin/newsletter-subscribers': { gate: 'admin', urls: () => ['/api/admin/newsletter-subscribers'] },
  '/api/admin/game-results': { gate: 'admin', urls: () => ['/api/admin/game-results'] },
  '/api/admin/game-results/summary': { gate: 'admin', urls: () => ['/api/admin/game-results/summary'] },
  '/api/admin/mail-outbox': { gate: 'admin', urls: () => ['/api/admin/mail-outbox'] },
  '/api/admin/abuse-events': { gate: 'admin', urls: () => ['/api/admin/abuse-events'] },
  '/api/admin/abuse-patterns': { gate: 'admin', urls: () => ['/api/admin/abuse-patterns'] },
  '/api/admin/alert-notifications': { gate: 'admin', urls: () => ['/api/admin/alert-notifications'] },
  '/api/admin/weekly-videos': { gate: 'admin', urls: () => ['/api/admin/weekly-videos'] },
  '/api/admin/testimonials': { gate: 'admin', urls: () => ['/api/admin/testimonials'] },
  '/api/admin/weekly-thoughts': { gate: 'admin', urls: () => ['/api/admin/weekly-thoughts'] },
  '/api/admin/dashboard-events': { gate: 'admin', urls: () => ['/api/admin/dashboard-events?past=1'] },
  // The audit log, operators, admin sessions; an invite's own page is open (404 for a bad link).
  '/api/admin/audit-log': {
    gate: 'admin',
    urls: () => ['/api/admin/audit-log', '/api/admin/audit-log?page=2'],
  },
  '/api/admin/audit-log/facets': { gate: 'admin', urls: () => ['/api/admin/audit-log/facets'] },
  '/api/admin/me': { gate: 'admin', urls: () => ['/api/admin/me'] },
  '/api/admin/operators': { gate: 'admin', urls: () => ['/api/admin/operators'] },
  '/api/admin/operators/invite': {
    gate: 'public',
    urls: () => ['/api/admin/operators/invite?token=not-a-token'],
  },
  '/api/admin/sessions': { gate: 'admin', urls: () => ['/api/admin/sessions'] },
  '/api/admin/shared-password': { gate: 'admin', urls: () => ['/api/admin/shared-password'] },
};

// Wednesday 2026-11-18, 11:00 in Chicago: a futures session is under way.
const clock = manualClock(new Date('2026-11-18T17:00:00Z'));
let t: TestApp;
const cookies = {} as Record<Kind, string | undefined>;
/** Every answer per viewer kind and URL: status and body as served. */
const answers = {} as Record<Kind, Map<string, { status: number; body: string }>>;
let fixture: Fixture;

const json = <T>(kind: Kind, url: string): T => JSON.parse(answers[kind].get(url)!.body) as T;
const futuresRows = (f: FuturesResponse) => f.marketSectors.flatMap((s) => s.instruments);
const TYPE: Record<string, Signal['signal']> = { L: 'LONG', S: 'SHORT', '-': 'FLAT' };

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  const premium = await signInAs(t.app, 'premium');
  cookies.visitor = undefined;
  cookies.free = (await signInAs(t.app, 'free')).cookie;
  cookies.premium = premium.cookie;
  cookies.partial = (await signInAs(t.app, 'premium', { enableFutures: false })).cookie;
  cookies.admin = await adminCookie(t.app);
  const get = async (url: string) =>
    JSON.parse((await call(t.app, { method: 'GET', url, cookie: premium.cookie })).res.body);
  const eq = (await get('/api/equities-content')) as EquitiesContentResponse;
  const cr = (await get('/api/crypto-content')) as CryptoContentResponse;
  const chartOf = (
    rows: Array<{ symbol: string; chartImageUrl: string | null }>,
    open: boolean,
    openSymbol: string,
  ) => rows.find((r) => (r.symbol === openSymbol) === open)!.chartImageUrl!;
  const equityChart = chartOf(eq.rows, false, 'AAPL');
  fixture = {
    premiumUserId: premium.user.id,
    links: {
      equityChart,
      equityProxy: equityChart.replace('/api/chart-image/', '/api/chart-proxy/'),
      openChart: chartOf(eq.rows, true, 'AAPL'),
      cryptoChart: chartOf(cr.rows, false, 'BTC'),
      btcChart: chartOf(cr.rows, true, 'BTC'),
      balance: cr.balanceChartUrl!,
      pdf: cr.performancePdfUrl!,
    },
  };
  for (const kind of KINDS) {
    answers[kind] = new Map();
    for (const route of Object.values(ROUTES)) {
      for (const url of route.urls(fixture)) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: cookies[kind] ? { cookie: cookies[kind] } : {},
        });
        answers[kind].set(url, { status: res.statusCode, body: res.body });
      }
    }
  }
}, 180_000);
afterAll(() => t.close());

describe('access matrix: every GET route x every viewer kind', () => {
  it('covers every GET route the app registers (add new routes to ROUTES)', () => {
    const registered = [
      ...new Set(
        routesOf(t.app)
          .filter((r) => r.method === 'GET')
          .map((r) => r.url),
      ),
    ].sort();
    expect(registered.length).toBeGreaterThan(30);
    expect(
      registered.filter((u) => !(u in ROUTES)),
      'GET routes missing from the access matrix',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((u) => !registered.includes(u)),
      'matrix rows of routes that no longer exist',
    ).toEqual([]);
  });

  it('gates: members-only, admin-only and key-only routes refuse the others', () => {
    for (const [pattern, route] of Object.entries(ROUTES)) {
      for (const url of route.urls(fixture)) {
        for (const kind of KINDS) {
          const { status } = answers[kind].get(url)!;
          expect(status, `${kind} ${url}`).toBeLessThan(500);
          const refused = [401, 403].includes(status);
          if (route.gate === 'key') expect(refused, `${kind} ${url}`).toBe(true);
          if (route.gate === 'admin') expect(refused, `${kind} ${url}`).toBe(kind !== 'admin');
          if (route.gate === 'user')
            expect(refused, `${kind} ${url}`).toBe(kind === 'visitor' || kind === 'admin');
          if (route.gate === 'operator') expect(refused, `${kind} ${url}`).toBe(kind === 'visitor');
          if (pattern === '/api/track-record') {
            const market = new URL(url, 'http://x').searchParams.get('market') as Market;
            expect(status === 200, `${kind} ${url}`).toBe(kind !== 'admin' && premiumIn(kind, market));
          }
        }
      }
    }
  });

  it('no answer to a viewer who is not premium for a market contains one of its premium-only values', () => {
    const secrets = premiumOnlyValues();
    for (const m of MARKETS) expect(secrets[m].size, `premium-only values found for ${m}`).toBeGreaterThan(0);
    expect(secrets.videos.size).toBeGreaterThan(0);
    for (const kind of ['visitor', 'free', 'partial'] as const) {
      const scopes = [
        ...MARKETS.filter((m) => !premiumIn(kind, m)),
        ...(kind === 'partial' ? [] : ['videos' as const]),
      ];
      for (const [url, { body }] of answers[kind]) {
        for (const scope of scopes)
          for (const s of secrets[scope])
            expect(body.includes(s), `${kind} ${url} contains ${s}`).toBe(false);
      }
    }
  });

  it('no value the futures grid locks for a viewer reaches that viewer, whatever field carries it', () => {
    // The values themselves (entry prices and stops of the rows that are not
    // live), as numbers and as the feed prints them, looked for in every leaf of every answer.
    const nums = new Set<number>();
    const strs = new Set<string>();
    const premiumFeed = json<Signal[]>('premium', '/api/signals?market=futures');
    for (const r of futuresRows(json<FuturesResponse>('premium', '/api/futures'))) {
      if (r.symbol.startsWith('ES')) continue;
      for (const v of [r.initPrice, r.stop]) if (typeof v === 'number' && !Number.isInteger(v)) nums.add(v);
      const entry = premiumFeed.find((s) => s.symbol === r.symbol)?.entryPrice;
      if (entry && entry !== 'n/a') strs.add(entry);
    }
    expect(nums.size).toBeGreaterThan(10);
    expect(strs.size).toBeGreaterThan(10);
    const leaks = (value: unknown, at: string, out: string[]): string[] => {
      if (typeof value === 'number' && nums.has(value)) out.push(`${at}=${value}`);
      else if (typeof value === 'string' && (strs.has(value) || nums.has(Number(value))))
        out.push(`${at}=${value}`);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) leaks(v, `${at}.${k}`, out);
      return out;
    };
    for (const kind of ['visitor', 'free', 'partial'] as const) {
      for (const [url, { body }] of answers[kind]) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          continue; // images, PDFs and pages carry no JSON values
        }
        expect(leaks(parsed, '', []), `${kind} ${url}`).toEqual([]);
      }
    }
  });

  it('chart, balance-chart and PDF links are checked against the session of each fetch; previews stay open', () => {
    const { links } = fixture;
    const expected: Record<keyof Fixture['links'], Record<Kind, number>> = {
      equityChart: { visitor: 401, free: 403, premium: 200, partial: 200, admin: 200 },
      equityProxy: { visitor: 401, free: 403, premium: 200, partial: 200, admin: 200 },
      openChart: { visitor: 200, free: 200, premium: 200, partial: 200, admin: 200 },
      cryptoChart: { visitor: 401, free: 403, premium: 200, partial: 200, admin: 200 },
      btcChart: { visitor: 200, free: 200, premium: 200, partial: 200, admin: 200 },
      balance: { visitor: 401, free: 200, premium: 200, partial: 200, admin: 200 },
      pdf: { visitor: 401, free: 403, premium: 200, partial: 200, admin: 200 },
    };
    for (const [link, byKind] of Object.entries(expected)) {
      for (const kind of KINDS)
        expect(answers[kind].get(links[link as keyof Fixture['links']])!.status, `${kind} ${link}`).toBe(
          byKind[kind],
        );
    }
  });

  it('futures: locked fields, the tab order, position types and counts follow the days the viewer sees', () => {
    for (const kind of KINDS) {
      const f = json<FuturesResponse>(kind, '/api/futures');
      const tabs = json<FuturesTabsResponse>(kind, '/api/futures-tabs');
      const signals = json<Signal[]>(kind, '/api/signals?market=futures');
      const rows = futuresRows(f);
      const types = new Map(rows.map((r) => [r.symbol, r.positionType]));
      const count = (type: string) => rows.filter((r) => r.positionType === type).length;
      expect(f.counts, kind).toEqual({
        total: 30,
        long: count('LONG'),
        short: count('SHORT'),
        flat: count('FLAT'),
      });
      expect(json<PerformanceSummary[]>(kind, '/api/performance')[0].totalSignals).toBe(
        f.counts.long + f.counts.short,
      );
      for (const tab of [tabs.age, tabs.portfolio, tabs.ranked])
        for (const r of tab.data) expect(r.positionType).toBe(types.get(r.symbol));
      for (const s of signals) expect(s.signal, `${kind} ${s.symbol}`).toBe(types.get(s.symbol));
      if (kind !== 'visitor' && kind !== 'admin') {
        expect(json<TradersDashboardResponse>(kind, '/api/traders-dashboard').positions).toEqual({
          long: f.counts.long,
          short: f.counts.short,
          flat: f.counts.flat,
        });
      }
      if (premiumIn(kind, 'futures')) {
        expect(f).toEqual(json<FuturesResponse>('premium', '/api/futures'));
        continue;
      }
      expect(f.lists).toBeNull();
      const portfolioOrder = tabs.portfolio.data.map((r) => r.symbol);
      expect(tabs.age.data.map((r) => r.symbol)).toEqual(portfolioOrder);
      expect(tabs.ranked.data.map((r) => r.symbol)).toEqual(portfolioOrder);
      for (const r of rows.filter((x) => !x.symbol.startsWith('ES'))) {
        expect(r.positions.slice(15)).toEqual(Array(15).fill('LOCKED'));
        expect(r.positionType).toBe(TYPE[r.positions[14]]);
      }
      for (const s of signals.filter((x) => !x.symbol.startsWith('ES'))) {
        expect(s.delayed).toBe(true);
        expect(s.asOf! <= f.tradingDates[14]).toBe(true);
      }
      for (const e of json<BlotterResponse>(kind, '/api/futures-blotter').entries)
        if (!e.symb.startsWith('ES')) expect(e.instruction).toBe('Premium');
    }
  });

  it('equities and crypto: the signals rows agree with the newest day the viewer sees on the page', () => {
    for (const kind of KINDS) {
      const eqUrl =
        kind === 'visitor' || kind === 'admin' ? '/api/equities-content/public' : '/api/equities-content';
      const eq = json<EquitiesContentResponse>(kind, eqUrl);
      const eqSignals = json<Signal[]>(kind, '/api/signals?market=equities');
      const live = premiumIn(kind, 'equities');
      for (const s of eqSignals) {
        const row = eq.rows.find((r) => r.symbol === s.symbol)!;
        const open = s.symbol === 'AAPL' || live;
        expect(s.delayed, `${kind} ${s.symbol}`).toBe(!open);
        if (s.entryDate) expect(s.entryDate <= s.asOf!).toBe(true);
        if (live) continue;
        expect(s.signal, `${kind} ${s.symbol}`).toBe(TYPE[row.positions[s.symbol === 'AAPL' ? 29 : 19]]);
        if (s.symbol !== 'AAPL')
          expect([row.positions.slice(20), row.chartImageUrl]).toEqual([Array(10).fill('LOCKED'), null]);
      }
      if (!live) expect(eq.lists).toBeNull();
      const crSignals = json<Signal[]>(kind, '/api/signals?market=crypto');
      if (kind === 'visitor') {
        expect(answers.visitor.get('/api/crypto-content')!.status).toBe(401);
        for (const s of crSignals)
          expect(s).toMatchObject({
            signal: 'LOCKED',
            entryPrice: 'LOCKED',
            currentPrice: 'LOCKED',
            pnl: 'LOCKED',
          });
        continue;
      }
      if (kind === 'free') {
        const cr = json<CryptoContentResponse>(kind, '/api/crypto-content');
        for (const s of crSignals) {
          expect(s.delayed).toBe(true);
          expect(s.signal).toBe(TYPE[cr.rows.find((r) => r.symbol === s.symbol)!.positions[5]]);
        }
      }
    }
  });

  it('weekly videos: visitors and free members get the newest video and the archive count', () => {
    const all = json<Array<{ id: number }>>('premium', '/api/weekly-videos');
    expect(all.length).toBeGreaterThan(1);
    for (const kind of ['visitor', 'free'] as const)
      expect(json(kind, '/api/weekly-videos')).toEqual(all.slice(0, 1));
    expect(json<TradersDashboardResponse>('free', '/api/traders-dashboard').weeklyVideos).toHaveLength(1);
    expect(json<TradersDashboardResponse>('free', '/api/traders-dashboard').videoCount).toBe(all.length);
  });
});

/** Premium-only values as `"field":value` fragments of the premium answers, per market (and the video archive). */
function premiumOnlyValues(): Record<Market | 'videos', Set<string>> {
  const out = {
    futures: new Set<string>(),
    equities: new Set<string>(),
    crypto: new Set<string>(),
    videos: new Set<string>(),
  };
  const frag = (k: string, v: unknown) => `"${k}":${JSON.stringify(v)}`;
  const distinctive = (v: unknown) =>
    typeof v === 'string'
      ? v.length > 0
      : typeof v === 'number' && v !== 0 && (!Number.isInteger(v) || Math.abs(v) >= 100);
  const f = json<FuturesResponse>('premium', '/api/futures');
  const tabs = json<FuturesTabsResponse>('premium', '/api/futures-tabs');
  const open = new Set<string>();
  const add = (m: Market | 'videos', k: string, v: unknown) => distinctive(v) && out[m].add(frag(k, v));
  for (const r of [...futuresRows(f), ...tabs.portfolio.data]) {
    for (const k of ['initPrice', 'ote', 'rewardToRisk', 'power', 'stop', 'daysInTrade'] as const) {
      const v = (r as Record<string, unknown>)[k];
      if (r.symbol.startsWith('ES')) open.add(frag(k, v));
      else add('futures', k, v);
    }
  }
  for (const e of json<BlotterResponse>('premium', '/api/futures-blotter').entries)
    if (!e.symb.startsWith('ES')) add('futures', 'instruction', e.instruction);
  // Signals: entries made in the days the viewer may not see.
  const newestFree: Record<Market, string> = {
    futures: f.tradingDates[14],
    equities: json<EquitiesContentResponse>('premium', '/api/equities-content').tradingDates[19],
    crypto: json<CryptoContentResponse>('premium', '/api/crypto-content').tradingDates[5],
  };
  for (const m of MARKETS) {
    for (const s of json<Signal[]>('premium', `/api/signals?market=${m}`)) {
      const openSymbol =
        m === 'futures' ? s.symbol.startsWith('ES') : m === 'equities' && s.symbol === 'AAPL';
      // The row up to its entry price names market, symbol and entry: it cannot collide with another market's row.
      const head = JSON.stringify({
        id: s.id,
        symbol: s.symbol,
        name: s.name,
        signal: s.signal,
        entryPrice: s.entryPrice,
      }).slice(0, -1);
      if (!openSymbol && s.entryDate && s.entryDate > newestFree[m]) out[m].add(head);
    }
  }
  for (const r of json<CryptoContentResponse>('premium', '/api/crypto-content').rows) {
    add('crypto', 'stop', r.stop);
    add('crypto', 'fortyDayHigh', r.fortyDayHigh);
  }
  for (const v of json<Array<{ title: string; embedUrl: string }>>('premium', '/api/weekly-videos').slice(
    1,
  )) {
    add('videos', 'title', v.title);
    add('videos', 'embedUrl', v.embedUrl);
  }
  for (const set of Object.values(out)) for (const o of open) set.delete(o);
  return out;
}
