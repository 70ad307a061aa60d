import type { Bar } from '../../core/engine/types';
import e from 'escape-html';

/**
 * Server-drawn SVG charts (no browser chart library needed for a preview image): daily candles
 * with the 40-day high and 20-day low channels of the rule, and the model account's balance.
 */
const BG = '#0b1220';
const GRID = '#1f2a3c';
const TEXT = '#94a3b8';

function scale(min: number, max: number, from: number, to: number) {
  const span = max - min || 1;
  return (v: number) => to - ((v - min) / span) * (to - from);
}

function fmt(v: number): string {
  const a = Math.abs(v);
  return a >= 1000 ? v.toFixed(0) : a >= 1 ? v.toFixed(2) : v.toPrecision(4);
}

export function candleChartSvg(o: {
  title: string;
  bars: Bar[];
  width?: number;
  height?: number;
  demo: boolean;
  show?: number;
  /** The market's own price notation for the axis (32nds for notes and bonds); a generic one without. */
  formatPrice?: (v: number) => string;
}): string {
  const label = o.formatPrice ?? fmt;
  const W = o.width ?? 600;
  const H = o.height ?? 450;
  const show = o.show ?? 120;
  const pad = { l: 10, r: 64, t: 36, b: 28 };
  const start = Math.max(0, o.bars.length - show);
  const bars = o.bars.slice(start);
  const channel = (k: number, i: number, pick: (b: Bar) => number, agg: (...v: number[]) => number) => {
    const j = start + i;
    return j >= k ? agg(...o.bars.slice(j - k, j).map(pick)) : null;
  };
  const hh = bars.map((_, i) => channel(40, i, (b) => b.high, Math.max));
  const ll = bars.map((_, i) => channel(20, i, (b) => b.low, Math.min));
  const values = bars
    .flatMap((b) => [b.high, b.low])
    .concat(
      hh.filter((v): v is number => v !== null),
      ll.filter((v): v is number => v !== null),
    );
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 1;
  const y = scale(min, max, pad.t, H - pad.b);
  const step = (W - pad.l - pad.r) / Math.max(1, bars.length);
  const x = (i: number) => pad.l + step * (i + 0.5);
  const bw = Math.max(1, step * 0.6);
  const candles = bars
    .map((b, i) => {
      const up = b.close >= b.open;
      const c = up ? '#10b981' : '#ef4444';
      const top = y(Math.max(b.open, b.close));
      const h = Math.max(1, Math.abs(y(b.open) - y(b.close)));
      return (
        `<line x1="${x(i).toFixed(1)}" x2="${x(i).toFixed(1)}" y1="${y(b.high).toFixed(1)}" y2="${y(b.low).toFixed(1)}" stroke="${c}"/>` +
        `<rect x="${(x(i) - bw / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${bw.toFixed(1)}" height="${h.toFixed(1)}" fill="${c}"/>`
      );
    })
    .join('');
  const path = (vals: Array<number | null>) =>
    vals
      .map((v, i) =>
        v === null ? '' : `${vals[i - 1] == null ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`,
      )
      .join('');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => min + (max - min) * f);
  const grid = ticks
    .map(
      (v) =>
        `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="${GRID}"/><text x="${W - pad.r + 6}" y="${(y(v) + 4).toFixed(1)}" fill="${TEXT}" font-size="11">${label(v)}</text>`,
    )
    .join('');
  const first = bars[0]?.date ?? '';
  const last = bars[bars.length - 1]?.date ?? '';
  return svg(
    W,
    H,
    o.title,
    o.demo,
    `${grid}${candles}<path d="${path(hh)}" fill="none" stroke="#38bdf8" stroke-width="1.5"/><path d="${path(ll)}" fill="none" stroke="#f59e0b" stroke-width="1.5"/>` +
      `<text x="${pad.l}" y="${H - 8}" fill="${TEXT}" font-size="11">${e(first)}</text><text x="${W - pad.r}" y="${H - 8}" fill="${TEXT}" font-size="11" text-anchor="end">${e(last)}</text>` +
      `<text x="${W - pad.r}" y="24" fill="#38bdf8" font-size="11" text-anchor="end">40-day high</text><text x="${W - pad.r - 80}" y="24" fill="#f59e0b" font-size="11" text-anchor="end">20-day low</text>`,
  );
}

export function balanceChartSvg(o: {
  title: string;
  points: Array<{ date: string; equity: number }>;
  demo: boolean;
  width?: number;
  height?: number;
}): string {
  const W = o.width ?? 800;
  const H = o.height ?? 360;
  const pad = { l: 10, r: 84, t: 36, b: 28 };
  const vals = o.points.map((p) => p.equity);
  const min = vals.length ? Math.min(...vals) : 0;
  const max = vals.length ? Math.max(...vals) : 1;
  const y = scale(min, max, pad.t, H - pad.b);
  const x = (i: number) => pad.l + ((W - pad.l - pad.r) * i) / Math.max(1, o.points.length - 1);
  const d = o.points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.equity).toFixed(1)}`).join('');
  const ticks = [0, 0.5, 1].map((f) => min + (max - min) * f);
  const grid = ticks
    .map(
      (v) =>
        `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="${GRID}"/><text x="${W - pad.r + 6}" y="${(y(v) + 4).toFixed(1)}" fill="${TEXT}" font-size="11">$${Math.round(v).toLocaleString('en-US')}</text>`,
    )
    .join('');
  const first = o.points[0]?.date ?? '';
  const last = o.points[o.points.length - 1]?.date ?? '';
  return svg(
    W,
    H,
    o.title,
    o.demo,
    `${grid}<path d="${d}" fill="none" stroke="#10b981" stroke-width="2"/>` +
      `<text x="${pad.l}" y="${H - 8}" fill="${TEXT}" font-size="11">${e(first)}</text><text x="${W - pad.r}" y="${H - 8}" fill="${TEXT}" font-size="11" text-anchor="end">${e(last)}</text>`,
  );
}

function svg(W: number, H: number, title: string, demo: boolean, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${e(title)}">` +
    `<rect width="100%" height="100%" fill="${BG}"/><text x="10" y="22" fill="#e2e8f0" font-size="14" font-family="sans-serif">${e(title)}${demo ? ' (Demo data)' : ''}</text>` +
    `<g font-family="sans-serif">${body}</g></svg>`
  );
}
