import {
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { bubbleRadius, equityAxis, SCATTER_GRID, verticalGridIndices } from '@/core/game/chart-rules';
import { matchFifo } from '@/core/game/fifo';
import type { DailyAnalytics, GameTrade } from '@/core/schemas/trading-game';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { formatUsd } from '@/client/lib/format';

const compactUsd = (v: number) => `$${Math.round(v / 1000)}k`;

interface BubbleProps {
  cx?: number;
  cy?: number;
  payload?: { r: number; pnl: number };
}
const Bubble = ({ cx = 0, cy = 0, payload }: BubbleProps) => (
  <circle
    cx={cx}
    cy={cy}
    r={payload?.r ?? 6}
    fill={(payload?.pnl ?? 0) >= 0 ? '#22c55e' : '#ef4444'}
    fillOpacity={0.6}
    stroke="#0f172a"
  />
);

/** Days held against realized P&L of each FIFO-matched position part (radius 6..15 by size of P&L). */
function PositionScatter({ trades }: { trades: GameTrade[] }) {
  const { closed } = matchFifo(trades);
  const maxAbs = Math.max(0, ...closed.map((c) => Math.abs(c.pnl)));
  const points = closed.map((c) => ({
    daysHeld: c.daysHeld,
    pnl: Math.round(c.pnl),
    r: bubbleRadius(c.pnl, maxAbs),
    side: c.side,
  }));
  if (points.length === 0)
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        Closed positions appear here once a trade is matched.
      </p>
    );
  return (
    <div className="mx-auto w-fit max-w-full overflow-x-auto" data-testid="position-scatter">
      <ScatterChart
        width={SCATTER_GRID.width}
        height={SCATTER_GRID.height}
        margin={{ top: 10, right: 20, bottom: 20, left: 10 }}
      >
        <CartesianGrid stroke="#1e293b" />
        <XAxis
          type="number"
          dataKey="daysHeld"
          name="Days held"
          allowDecimals={false}
          stroke="#94a3b8"
          label={{ value: 'Days held', position: 'insideBottom', offset: -10, fill: '#94a3b8' }}
        />
        <YAxis
          type="number"
          dataKey="pnl"
          name="Realized P&L"
          stroke="#94a3b8"
          tickFormatter={(v: number) => formatUsd(v)}
          width={80}
        />
        <Tooltip
          cursor={{ strokeDasharray: '3 3' }}
          contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
          formatter={(v) => String(v)}
        />
        <Scatter data={points} shape={<Bubble />}>
          {points.map((p, i) => (
            <Cell key={i} fill={p.pnl >= 0 ? '#22c55e' : '#ef4444'} />
          ))}
        </Scatter>
      </ScatterChart>
    </div>
  );
}

/** Net liquidating value and balance per game day, on the spec's axis rules. */
function EquityCurves({ rows }: { rows: DailyAnalytics[] }) {
  if (rows.length === 0)
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        The equity curve starts with the game.
      </p>
    );
  const axis = equityAxis(rows.flatMap((r) => [r.netLiquidatingValue, r.balance]));
  const xTicks = verticalGridIndices(rows.length).map((i) => rows[i].gameDay);
  return (
    <div className="h-[300px] w-full" data-testid="equity-curves">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 10, right: 20, bottom: 0, left: 10 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis
            dataKey="gameDay"
            type="number"
            domain={['dataMin', 'dataMax']}
            ticks={xTicks}
            stroke="#94a3b8"
          />
          <YAxis
            domain={[axis.min, axis.max]}
            ticks={axis.ticks}
            tickFormatter={compactUsd}
            stroke="#94a3b8"
            width={56}
          />
          <Tooltip
            contentStyle={{ background: '#0f172a', border: '1px solid #334155' }}
            formatter={(v) => formatUsd(Number(v))}
            labelFormatter={(d) => `Day ${d}`}
          />
          <Legend />
          <Line
            type="monotone"
            dataKey="netLiquidatingValue"
            name="Net liquidating value"
            stroke="#10b981"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="balance"
            name="Balance"
            stroke="#60a5fa"
            dot={false}
            strokeDasharray="4 3"
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function TradingAnalytics({
  trades,
  analytics,
}: {
  trades: GameTrade[] | undefined;
  analytics: DailyAnalytics[] | undefined;
}) {
  return (
    <Card className="mb-6">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Trading Analytics</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-medium text-muted-foreground">Days held vs realized P&L (FIFO)</h3>
          <PositionScatter trades={trades ?? []} />
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-medium text-muted-foreground">Equity curves</h3>
          <EquityCurves rows={analytics ?? []} />
        </div>
      </CardContent>
    </Card>
  );
}
