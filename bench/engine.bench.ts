/**
 * Engine speed (DESIGN §7): a full recomputation of the universe (110 instruments x 10 years of
 * daily bars: positions, trades, N, P&L and the per-market summaries) and one incremental update
 * (the scheduler's minute tick: today's forming bar stepped on a copy of the state).
 */
import { MODEL_ACCOUNT, engineOptionsFor } from '../src/core/engine/model-account';
import { summarizePortfolio } from '../src/core/engine/portfolio';
import { runInstrument, withFormingBar } from '../src/core/engine/run-instrument';
import type { InstrumentRun } from '../src/core/engine/run-instrument';
import { UNIVERSE } from '../src/core/markets/universe';
import { demoDailyBars, demoFormingBar } from '../src/server/market-data/demo';
import type { BenchResult } from './run';

const THROUGH = '2026-11-20';
const FROM = '2016-11-21';

/**
 * CPU time of this process (user + system, all threads, so GC included) next to wall time: on a
 * shared 2-core machine other jobs stretch wall time many times over while the work stays the same;
 * on an idle machine the two agree. Targets are checked on CPU time.
 */
function measure(fn: () => void): { wall: number; cpu: number } {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  const u = process.cpuUsage(c);
  return { wall: performance.now() - t, cpu: (u.user + u.system) / 1000 };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export default async function engineBench(): Promise<BenchResult[]> {
  const inputs = UNIVERSE.map((spec) => ({
    spec,
    bars: demoDailyBars(spec, THROUGH).filter((b) => b.date >= FROM),
  }));
  const barCount = inputs.reduce((a, i) => a + i.bars.length, 0);

  const recompute = () => {
    const runs = inputs.map(({ spec, bars }) =>
      runInstrument(bars, engineOptionsFor(spec.market, spec.pointValue)),
    );
    for (const m of ['futures', 'equities', 'crypto'] as const) {
      summarizePortfolio(
        runs.filter((_, i) => inputs[i].spec.market === m),
        MODEL_ACCOUNT[m],
      );
    }
    return runs;
  };
  for (let i = 0; i < 3; i++) recompute(); // warm up the JIT
  const full: number[] = [];
  const fullWall: number[] = [];
  let runs: InstrumentRun[] = [];
  for (let i = 0; i < 10; i++) {
    const m = measure(() => {
      runs = recompute();
    });
    full.push(m.cpu);
    fullWall.push(m.wall);
  }

  // One instrument: a new price of today's forming bar, stepped on a copy of the state.
  const es = inputs.findIndex((i) => i.spec.symbol === 'ES');
  const base = runInstrument(
    inputs[es].bars.slice(0, -1),
    engineOptionsFor('futures', inputs[es].spec.pointValue),
  );
  const final = inputs[es].bars[inputs[es].bars.length - 1];
  const one: number[] = [];
  for (let i = 0; i < 200; i++) {
    const bar = demoFormingBar(inputs[es].spec, final, (i % 78) / 78 + 0.01);
    const t = performance.now();
    withFormingBar(base, bar);
    one.push(performance.now() - t);
  }

  // The whole futures tick: 30 forming bars and the market summary.
  const fut = inputs.map((x, i) => ({ ...x, run: runs[i] })).filter((x) => x.spec.market === 'futures');
  const bases = fut.map((x) =>
    runInstrument(x.bars.slice(0, -1), engineOptionsFor('futures', x.spec.pointValue)),
  );
  const forming = fut.map((f) => demoFormingBar(f.spec, f.bars[f.bars.length - 1], 0.5));
  const tick: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    const live = bases.map((b, k) => withFormingBar(b, forming[k]));
    summarizePortfolio(live, MODEL_ACCOUNT.futures);
    tick.push(performance.now() - t);
  }

  console.log(`universe: ${inputs.length} instruments, ${barCount} daily bars (${FROM} .. ${THROUGH})`);
  return [
    {
      name: `full recompute, ${inputs.length} instruments x 10 years, CPU time (median of 10)`,
      value: median(full),
      unit: 'ms',
      target: { max: 200 },
    },
    { name: 'full recompute, wall time (median of 10; shared machine)', value: median(fullWall), unit: 'ms' },
    { name: 'full recompute, wall time (best of 10)', value: Math.min(...fullWall), unit: 'ms' },
    {
      name: 'incremental update, one instrument forming bar (median)',
      value: median(one),
      unit: 'ms',
      target: { max: 5 },
    },
    {
      name: 'futures minute tick: 30 forming bars + summary (median)',
      value: median(tick),
      unit: 'ms',
      target: { max: 5 },
    },
  ];
}
