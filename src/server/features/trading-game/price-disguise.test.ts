import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENT_DAY } from '../../../core/game/constants';
import type { GameBar } from '../../db/schema/game';
import { readGameAsset } from '../../game-data/asset';
import type { StockFile } from '../../game-data/csv';
import { disguiseBars, newDisguise, uniforms } from './price-disguise';
import { pickWindow } from './window';

/**
 * The lookup attack of the outside review (finding 2): take the 80 closes a game shows
 * at its start and search the shipped asset for them. Every stock and every start is a candidate;
 * the attack names its best candidate, and a game counts as identified when that is the right
 * stock within 30 bars of the right first day. Controls prove the attacks work: the real prices,
 * a pure scale and a scale plus shift are each identified by at least one attack.
 */
const SHOWN = DEFAULT_CURRENT_DAY;
const NEAR = 30;

interface Candidate {
  stock: number;
  start: number;
  score: number;
}
interface Stock {
  symbol: string;
  close: Float64Array;
  log: Float64Array;
  ret: Float64Array;
  diff: Float64Array;
}

const center = (x: ArrayLike<number>) => {
  const m = Array.from(x).reduce((a, b) => a + b, 0) / x.length;
  return Float64Array.from(x, (v) => v - m);
};
const diffs = (x: ArrayLike<number>, f: (a: number, b: number) => number) =>
  Float64Array.from({ length: x.length - 1 }, (_, i) => f(x[i], x[i + 1]));

/**
 * Best rigid-window candidate for the shown series `x` against each stock's series `pick(s)`:
 * 'corr' maximises Pearson correlation (blind to scale, and to shift for levels and differences),
 * 'sse' minimises the squared error after removing the mean (exact closes up to a scale, on logs).
 */
function best(
  stocks: Stock[],
  x: Float64Array,
  pick: (s: Stock) => Float64Array,
  mode: 'corr' | 'sse',
): Candidate {
  const xc = center(x);
  const n = xc.length;
  const xx = xc.reduce((a, v) => a + v * v, 0);
  let top: Candidate = { stock: -1, start: -1, score: -Infinity };
  stocks.forEach((s, k) => {
    const y = pick(s);
    let sy = 0;
    let syy = 0;
    for (let i = 0; i < n && i < y.length; i++) {
      sy += y[i];
      syy += y[i] * y[i];
    }
    for (let j = 0; j + n <= y.length; j++) {
      if (j > 0) {
        const a = y[j - 1];
        const b = y[j + n - 1];
        sy += b - a;
        syy += b * b - a * a;
      }
      let xy = 0;
      for (let i = 0; i < n; i++) xy += xc[i] * y[j + i];
      const yy = syy - (sy * sy) / n;
      const score = mode === 'corr' ? xy / Math.sqrt(xx * yy || 1) : -(xx - 2 * xy + yy);
      if (score > top.score) top = { stock: k, start: j, score };
    }
  });
  return top;
}

/** Runs of 3 shown log returns equal (within 0.1%) to 3 consecutive real ones vote for a start. */
function runVotes(stocks: Stock[], ret: Float64Array): Candidate {
  const votes = new Map<string, number>();
  for (let i = 0; i + 3 <= ret.length; i++)
    stocks.forEach((s, k) => {
      for (let j = 0; j + 3 <= s.ret.length; j++) {
        if (
          Math.abs(s.ret[j] - ret[i]) < 1e-3 &&
          Math.abs(s.ret[j + 1] - ret[i + 1]) < 1e-3 &&
          Math.abs(s.ret[j + 2] - ret[i + 2]) < 1e-3
        ) {
          const key = `${k}:${j - i}`;
          votes.set(key, (votes.get(key) ?? 0) + 1);
        }
      }
    });
  // One vote is chance (many candidates have one): the attack names a start only on two or more.
  let top: Candidate = { stock: -1, start: -1, score: 1 };
  for (const [key, v] of votes)
    if (v > top.score) {
      const [k, start] = key.split(':').map(Number);
      top = { stock: k, start, score: v };
    }
  return top;
}

const ATTACKS = {
  'closes up to a scale': (s: Stock[], c: Float64Array) =>
    best(s, Float64Array.from(c, Math.log), (t) => t.log, 'sse'),
  'returns (correlation)': (s: Stock[], c: Float64Array) =>
    best(
      s,
      diffs(Float64Array.from(c, Math.log), (a, b) => b - a),
      (t) => t.ret,
      'corr',
    ),
  'closes (correlation: any scale and shift)': (s: Stock[], c: Float64Array) =>
    best(s, c, (t) => t.close, 'corr'),
  'differences (correlation: any scale and shift)': (s: Stock[], c: Float64Array) =>
    best(
      s,
      diffs(c, (a, b) => b - a),
      (t) => t.diff,
      'corr',
    ),
  'runs of 3 returns within 0.1%': (s: Stock[], c: Float64Array) =>
    runVotes(
      s,
      diffs(Float64Array.from(c, Math.log), (a, b) => b - a),
    ),
};
type AttackName = keyof typeof ATTACKS;

describe('price disguise against the lookup attack (decision 0049)', () => {
  let files: StockFile[];
  let stocks: Stock[];
  const games: { stock: number; startIndex: number; first: number; last: number }[] = [];

  beforeAll(async () => {
    files = await readGameAsset();
    stocks = files.map((f) => {
      const close = Float64Array.from(f.bars, (b) => b[4]);
      const log = Float64Array.from(close, Math.log);
      return {
        symbol: f.symbol,
        close,
        log,
        ret: diffs(log, (a, b) => b - a),
        diff: diffs(close, (a, b) => b - a),
      };
    });
    // 20 games dealt the way the server deals them, from a fixed seed so the test is repeatable.
    const next = uniforms(process.env.ATTACK_SEED ?? 'issue-29-attack');
    while (games.length < 20) {
      const stock = Math.floor(next() * files.length);
      const w = pickWindow(
        files[stock].bars.map((b) => b[0]),
        (lo, hi) => lo + Math.floor(next() * (hi - lo)),
      );
      if (w)
        games.push({
          stock,
          startIndex: w.startIndex,
          first: w.startIndex + SHOWN - 1,
          last: w.startIndex + w.lastDay - 1,
        });
    }
  }, 60_000);

  /** Which attacks name the right stock near the right start, for the closes `shown(game)`. */
  function identified(
    shown: (g: (typeof games)[number], bars: GameBar[]) => { closes: number[]; start: number },
  ) {
    const hits: Record<string, number> = {};
    for (const g of games) {
      const { closes, start } = shown(g, files[g.stock].bars);
      const c = Float64Array.from(closes);
      for (const [name, attack] of Object.entries(ATTACKS)) {
        const top = attack(stocks, c);
        if (top.stock === g.stock && Math.abs(top.start - start) <= NEAR) hits[name] = (hits[name] ?? 0) + 1;
      }
    }
    return hits as Partial<Record<AttackName, number>>;
  }

  const realShown = (g: (typeof games)[number], bars: GameBar[]) => ({
    closes: bars.slice(g.startIndex, g.startIndex + SHOWN).map((b) => b[4]),
    start: g.startIndex,
  });

  it('controls: real closes, a pure scale, and a scale plus shift are each found', () => {
    expect(identified(realShown)['closes up to a scale']).toBe(20);
    const scaled = identified((g, bars) => {
      const r = realShown(g, bars);
      return { ...r, closes: r.closes.map((c) => Math.round(c * 137.3) / 100) };
    });
    expect(scaled['closes up to a scale']).toBe(20);
    expect(scaled['returns (correlation)']).toBe(20);
    const shifted = identified((g, bars) => {
      const r = realShown(g, bars);
      return { ...r, closes: r.closes.map((c) => Math.round((c * 0.8 + 40) * 100) / 100) };
    });
    expect(shifted['closes (correlation: any scale and shift)']).toBe(20);
    expect(shifted['differences (correlation: any scale and shift)']).toBe(20);
  }, 300_000);

  it('no attack identifies any of 20 disguised games from the 80 closes shown at the start', () => {
    const hits = identified((g, bars) => {
      const d = newDisguise(bars, g.first, g.last, { seed: `game-${g.first}-${g.stock}`, u: 0.5 });
      const disguised = disguiseBars(bars, d);
      return { closes: disguised.bars.slice(0, SHOWN).map((b) => b[4]), start: disguised.startIndex };
    });
    expect(hits).toEqual({});
  }, 300_000);
});
