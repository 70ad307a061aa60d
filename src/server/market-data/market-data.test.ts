import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNIVERSE } from '../../core/markets/universe';
import { parseBarsCsv, symbolOfFile } from './csv';
import { demoDailyBars, demoFormingBar, createDemoProvider } from './demo';
import { createOnlineProvider, stooqSymbol } from './online';
import { sessionState } from './sessions';

const spec = (symbol: string) => UNIVERSE.find((u) => u.symbol === symbol)!;
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

describe('universe', () => {
  it('30 futures (13 financial, 17 commodity), 50 stocks, 30 cryptos, unique symbols', () => {
    const fut = UNIVERSE.filter((u) => u.market === 'futures');
    expect(fut).toHaveLength(30);
    expect(
      fut.filter((f) => ['Fixed Income', 'Equities', 'Foreign Exchange'].includes(f.sector)),
    ).toHaveLength(13);
    expect(UNIVERSE.filter((u) => u.market === 'equities')).toHaveLength(50);
    expect(UNIVERSE.filter((u) => u.market === 'crypto')).toHaveLength(30);
    expect(new Set(UNIVERSE.map((u) => `${u.market}:${u.symbol}`)).size).toBe(110);
  });
});

describe('sessions (Chicago time)', () => {
  it('knows the last final session and the forming one', () => {
    // Monday 2026-11-16 10:00 CST = 16:00 UTC: half an hour... 1.5 h into 8:30-15:00.
    expect(sessionState('futures', new Date('2026-11-16T16:00:00Z'))).toEqual({
      lastFinal: '2026-11-13',
      forming: { date: '2026-11-16', fraction: 90 / 390 },
    });
    // Saturday: nothing forms, Friday is final; crypto forms every day.
    expect(sessionState('equities', new Date('2026-11-21T16:00:00Z'))).toEqual({
      lastFinal: '2026-11-20',
      forming: null,
    });
    expect(sessionState('crypto', new Date('2026-11-21T06:00:00Z')).forming).toEqual({
      date: '2026-11-21',
      fraction: 0.25,
    });
    // Before the open, the previous session is the last.
    expect(sessionState('futures', new Date('2026-11-17T13:00:00Z'))).toEqual({
      lastFinal: '2026-11-16',
      forming: null,
    });
  });
});

describe('exchange holidays', () => {
  it('Thanksgiving has no session: Wednesday stays the last final one, Friday forms', () => {
    // Thursday 2026-11-26 10:00 CST.
    expect(sessionState('futures', new Date('2026-11-26T16:00:00Z'))).toEqual({
      lastFinal: '2026-11-25',
      forming: null,
    });
    expect(sessionState('equities', new Date('2026-11-27T16:00:00Z')).lastFinal).toBe('2026-11-25');
    expect(sessionState('crypto', new Date('2026-11-26T16:00:00Z')).lastFinal).toBe('2026-11-25');
    expect(sessionState('crypto', new Date('2026-11-26T16:00:00Z')).forming?.date).toBe('2026-11-26');
  });

  it('the demo bars skip the holidays (2025: 251 sessions, as the exchanges had), crypto keeps every day', () => {
    const es = demoDailyBars(spec('ES'), '2026-11-30');
    const y2025 = es.filter((b) => b.date.startsWith('2025'));
    expect(y2025).toHaveLength(251);
    for (const holiday of ['2025-12-25', '2025-07-04', '2026-11-26', '2026-09-07'])
      expect(es.some((b) => b.date === holiday)).toBe(false);
    expect(es.find((b) => b.date === '2026-11-27')).toBeDefined();
    const btc = demoDailyBars(spec('BTC'), '2025-12-31');
    expect(btc.filter((b) => b.date.startsWith('2025'))).toHaveLength(365);
  });
});

describe('demo feed', () => {
  it('is deterministic and independent of when it is generated', () => {
    const a = demoDailyBars(spec('CL'), '2026-06-30');
    const b = demoDailyBars({ ...spec('CL') }, '2026-11-20'); // another horizon, another memo entry
    expect(b.slice(0, a.length)).toEqual(a);
    expect(
      a.every((x) => x.high >= Math.max(x.open, x.close) && x.low <= Math.min(x.open, x.close) && x.low > 0),
    ).toBe(true);
  });

  it('prices lie on the tick grid (1/64 for the 10-year note, 0.25 for the E-mini)', () => {
    for (const sym of ['ZN', 'ES', '6J']) {
      const tick = spec(sym).tickSize;
      for (const b of demoDailyBars(spec(sym), '2026-11-20').slice(-300)) {
        for (const v of [b.open, b.high, b.low, b.close])
          expect(Math.abs(v / tick - Math.round(v / tick)), `${sym} ${v}`).toBeLessThan(1e-6);
      }
    }
  });

  it('the forming bar widens only, and ends on the final bar', () => {
    const final = demoDailyBars(spec('ES'), '2026-11-20').at(-1)!;
    let prev = demoFormingBar(spec('ES'), final, 0.01);
    const closes = new Set<number>();
    for (let f = 0.05; f <= 1.0001; f += 0.05) {
      const bar = demoFormingBar(spec('ES'), final, f);
      expect(bar.high).toBeGreaterThanOrEqual(prev.high);
      expect(bar.low).toBeLessThanOrEqual(prev.low);
      expect(bar.close).toBeLessThanOrEqual(bar.high);
      expect(bar.close).toBeGreaterThanOrEqual(bar.low);
      closes.add(bar.close);
      prev = bar;
    }
    expect(closes.size).toBeGreaterThan(5);
    expect(demoFormingBar(spec('ES'), final, 1)).toEqual(final);
  });

  it('the provider returns the stored window and only newer bars on later calls', async () => {
    const p = createDemoProvider({ historyDays: 100 });
    const now = new Date('2026-11-18T17:00:00Z');
    const first = await p.fetchBars(spec('ES'), null, now);
    expect(first.bars).toHaveLength(100);
    expect(first.bars.at(-1)!.date).toBe('2026-11-17');
    expect(first.forming!.date).toBe('2026-11-18');
    const later = await p.fetchBars(spec('ES'), '2026-11-13', now);
    expect(later.bars.map((b) => b.date)).toEqual(['2026-11-16', '2026-11-17']);
  });

  it('crypto history reaches back to July 2022, as the crypto copy claims', async () => {
    const p = createDemoProvider({ historyDays: 100, since: { crypto: '2022-07-01' } });
    const btc = UNIVERSE.find((i) => i.market === 'crypto' && i.symbol === 'BTC')!;
    const first = await p.fetchBars(btc, null, new Date('2026-11-18T17:00:00Z'));
    expect(first.bars[0].date).toBe('2022-07-01');
    expect((await p.fetchBars(spec('ES'), null, new Date('2026-11-18T17:00:00Z'))).bars).toHaveLength(100);
  });
});

describe('CSV include files', () => {
  it('reads with or without header and split-adjusts older rows', () => {
    const { bars, issues } = parseBarsCsv(
      '2024-01-02,10,12,9,11,100,1\n2024-01-03,12,13,11,12,100,1\n2024-01-04,6.5,7,6,6.5,300,2\n',
      'X.csv',
    );
    expect(issues).toEqual([]);
    expect(bars.map((b) => [b.close, b.volume])).toEqual([
      [5.5, 200],
      [6, 200],
      [6.5, 300],
    ]);
  });
  it('reports every bad line by file and line, and rejects the file', () => {
    const text =
      'date,open,high,low,close,volume\n2024-01-02,10,12,9,11,100\n2024-13-45,1,1,1,1,1\n2024-01-04,abc,1,1,1,1\n2024-01-01,10,12,9,11,100\n';
    const { bars, issues } = parseBarsCsv(text, 'BAD.csv');
    expect(bars).toEqual([]);
    expect(issues.map((i) => `${i.file}:${i.line}`)).toEqual(['BAD.csv:3', 'BAD.csv:4', 'BAD.csv:5']);
    expect(issues[2].message).toBe('date 2024-01-01 is not after 2024-01-02');
    expect(parseBarsCsv('', 'EMPTY.csv').issues).toEqual([
      { file: 'EMPTY.csv', line: null, message: 'no data rows' },
    ]);
  });
  it('reads quoted cells and CRLF line ends, and counts blank lines in line numbers', () => {
    const text =
      'Date,Open,High,Low,Close,Volume\r\n"2024-01-02","10","12","9","11","1000"\r\n\r\n2024-01-03,11,13,10,12\r\n2024-01-04,x,1,1,1,1\r\n';
    const { issues } = parseBarsCsv(text, 'Q.csv');
    expect(issues).toEqual([{ file: 'Q.csv', line: 5, message: 'a value is not a number' }]);
    const ok = parseBarsCsv(text.split('\r\n').slice(0, 4).join('\r\n'), 'Q.csv');
    expect(ok.issues).toEqual([]);
    expect(ok.bars.map((b) => [b.date, b.close])).toEqual([
      ['2024-01-02', 11],
      ['2024-01-03', 12],
    ]);
  });
  it('maps file names to symbols', () => {
    expect(symbolOfFile('/x/brk-b.csv')).toBe('BRK.B');
    expect(symbolOfFile('AAPL.csv')).toBe('AAPL');
  });
});

describe('online provider (Stooq), against recorded answers', () => {
  const recorded = (body: string, status = 200) =>
    (async (url: string | URL | Request) => {
      calls.push(String(url));
      return new Response(body, { status });
    }) as typeof fetch;
  const calls: string[] = [];

  it('asks for the right symbol and parses the daily CSV, dropping today and older bars', async () => {
    const p = createOnlineProvider({ fetch: recorded(fixture('stooq-aapl.us.csv')) });
    const r = await p.fetchBars(spec('AAPL'), '2024-11-11', new Date('2024-11-15T18:00:00Z'));
    expect(calls.at(-1)).toBe('https://stooq.com/q/d/l/?s=aapl.us&i=d');
    expect(r.ok).toBe(true);
    expect(r.bars.map((b) => b.date)).toEqual(['2024-11-12', '2024-11-13', '2024-11-14']);
    expect(r.bars[2]).toEqual({
      date: '2024-11-14',
      open: 225.02,
      high: 228.87,
      low: 225,
      close: 228.22,
      volume: 44923941,
    });
    expect(stooqSymbol(spec('BRK.B'))).toBe('brk-b.us');
    expect(stooqSymbol(spec('ES'))).toBe('es.f');
    expect(stooqSymbol(spec('BTC'))).toBe('btcusd');
  });

  it('reports no data, HTTP errors and broken answers without data', async () => {
    const none = await createOnlineProvider({ fetch: recorded(fixture('stooq-nodata.csv')) }).fetchBars(
      spec('ES'),
      null,
      new Date(),
    );
    expect(none).toMatchObject({
      ok: false,
      bars: [],
      issues: [{ file: 'stooq:es.f', message: 'no data for this symbol' }],
    });
    const down = await createOnlineProvider({ fetch: recorded('', 503) }).fetchBars(
      spec('ES'),
      null,
      new Date(),
    );
    expect(down.issues[0].message).toBe('HTTP 503');
    const broken = await createOnlineProvider({ fetch: recorded(fixture('stooq-broken.csv')) }).fetchBars(
      spec('AAPL'),
      null,
      new Date(),
    );
    expect(broken).toMatchObject({ ok: false, issues: [{ file: 'stooq:aapl.us', line: 3 }] });
  });
});
