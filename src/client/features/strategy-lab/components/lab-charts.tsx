import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabBacktestResponse } from '@/core/schemas/lab';
import { formatUsd } from '@/client/lib/format';
import { setLabel } from '../lib/lab-params';

/** One colour per compared set; buy and hold in grey (the track record's chart style). */
export const RUN_COLOURS = ['#10b981', '#38bdf8', '#f59e0b'];
const HOLD = '#94a3b8';
const AXIS = { stroke: '#94a3b8', fontSize: 11 };
const TOOLTIP = { contentStyle: { background: '#0f172a', border: '1px solid #1e293b', color: '#e2e8f0' } };
const compactUsd = (v: number) =>
  Math.abs(v) >= 1e6 ? `$${(v / 1e6).toFixed(1)}M` : `$${Math.round(v / 1000)}k`;

type Row = Record<string, number | string>;

/** Every run's curve (and the first run's buy and hold) on one row per date. */
function mergeCurves(
  runs: LabBacktestResponse[],
  pick: (r: LabBacktestResponse) => Array<{ date: string; v: number }>,
) {
  const rows = new Map<string, Row>();
  runs.forEach((r, k) => {
    for (const p of pick(r)) {
      const row = rows.get(p.date) ?? { date: p.date };
      row[`run${k}`] = p.v;
      rows.set(p.date, row);
    }
  });
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Percent below the running peak of the curve (0 at a new high). */
export function drawdownOf(equity: Array<{ date: string; equity: number }>) {
  let peak = -Infinity;
  return equity.map((p) => {
    peak = Math.max(peak, p.equity);
    return { date: p.date, v: peak > 0 ? -((peak - p.equity) / peak) * 100 : 0 };
  });
}

const nameOf = (r: LabBacktestResponse) =>
  setLabel({ entry: r.entryDays, exit: r.exitDays, longOnly: r.longOnly });

export function EquityChart({ runs }: { runs: LabBacktestResponse[] }) {
  const data = mergeCurves(runs, (r) => r.equity.map((p) => ({ date: p.date, v: p.equity })));
  const hold = new Map(runs[0].buyAndHold.map((p) => [p.date, p.equity]));
  for (const row of data) if (hold.has(row.date as string)) row.hold = hold.get(row.date as string)!;
  return (
    <div
      className="h-72 w-full"
      data-testid="lab-equity-chart"
      role="img"
      aria-label="Equity of each run against buy and hold"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(d: string) => d.slice(0, 7)} minTickGap={40} />
          <YAxis tick={AXIS} tickFormatter={compactUsd} width={56} domain={['auto', 'auto']} />
          <Tooltip {...TOOLTIP} formatter={(v) => formatUsd(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {runs.map((r, k) => (
            <Line
              key={k}
              dataKey={`run${k}`}
              name={nameOf(r)}
              stroke={RUN_COLOURS[k]}
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          ))}
          <Line
            dataKey="hold"
            name="Buy and hold"
            stroke={HOLD}
            strokeDasharray="4 3"
            dot={false}
            strokeWidth={1}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function DrawdownChart({ runs }: { runs: LabBacktestResponse[] }) {
  const data = mergeCurves(runs, (r) => drawdownOf(r.equity));
  return (
    <div
      className="h-48 w-full"
      data-testid="lab-drawdown-chart"
      role="img"
      aria-label="Drawdown of each run in percent"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(d: string) => d.slice(0, 7)} minTickGap={40} />
          <YAxis
            tick={AXIS}
            tickFormatter={(v: number) => `${v.toFixed(Math.abs(v) < 10 ? 1 : 0)}%`}
            width={56}
          />
          <Tooltip {...TOOLTIP} formatter={(v) => `${Number(v).toFixed(2)}%`} />
          {runs.map((r, k) => (
            <Line
              key={k}
              dataKey={`run${k}`}
              name={nameOf(r)}
              stroke={RUN_COLOURS[k]}
              dot={false}
              strokeWidth={1.5}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
