import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { figureText } from '@/core/schemas/track-record';
import type { TrackRecordResponse } from '@/core/schemas/track-record';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { StatCard } from '@/client/components/ui/stat-card';
import { formatSignedPercent, formatUsd } from '@/client/lib/format';
import { cn } from '@/client/lib/cn';

type Data = TrackRecordResponse;

const GAIN = '#22c55e';
const LOSS = '#ef4444';
const AXIS = { stroke: '#94a3b8', fontSize: 11 };
const TOOLTIP = { contentStyle: { background: '#0f172a', border: '1px solid #1e293b', color: '#e2e8f0' } };
const compactUsd = (v: number) =>
  Math.abs(v) >= 1e6 ? `$${(v / 1e6).toFixed(1)}M` : `$${Math.round(v / 1000)}k`;
const fixed2 = (v: number) => v.toFixed(2);
const tone = (v: number) => (v > 0 ? 'text-green-400' : v < 0 ? 'text-red-400' : '');

function EquityChart({ data }: { data: Data }) {
  return (
    <div
      className="h-64 w-full"
      data-testid="equity-curve"
      role="img"
      aria-label={`Equity of the model account from ${data.from} to ${data.to}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data.equity} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#1e293b" />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(d: string) => d.slice(0, 7)} minTickGap={40} />
          <YAxis tick={AXIS} tickFormatter={compactUsd} width={56} domain={['auto', 'auto']} />
          <Tooltip {...TOOLTIP} formatter={(v) => formatUsd(Number(v))} />
          <Line
            type="monotone"
            dataKey="equity"
            stroke="#10b981"
            dot={false}
            strokeWidth={1.5}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The headline ratios and trade figures of the record. */
function HeadlineStats({ stats: s }: { stats: Data['stats'] }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="track-record-stats">
      <StatCard
        label="CAGR"
        value={figureText(s.cagr, s.tooShort.annualised, formatSignedPercent)}
        valueClassName={tone(s.cagr ?? 0)}
      />
      <StatCard label="Max drawdown" value={`${s.maxDrawdown.toFixed(2)}%`} valueClassName="text-red-400" />
      <StatCard label="Sharpe" value={figureText(s.sharpe, s.tooShort.annualised, fixed2)} />
      <StatCard label="Sortino" value={figureText(s.sortino, s.tooShort.annualised, fixed2)} />
      <StatCard
        label="Win rate"
        value={figureText(s.winRate, s.tooShort.ratios, (v) => `${v.toFixed(1)}%`)}
      />
      <StatCard label="Profit factor" value={figureText(s.profitFactor, s.tooShort.ratios, fixed2)} />
      <StatCard
        label="Average win"
        value={figureText(s.avgWin, s.tooShort.ratios, formatUsd)}
        valueClassName={s.avgWin === null ? undefined : 'text-emerald-400'}
      />
      <StatCard
        label="Average loss"
        value={figureText(s.avgLoss, s.tooShort.ratios, formatUsd)}
        valueClassName={s.avgLoss === null ? undefined : 'text-red-400'}
      />
      <StatCard label="Trades" value={s.trades} />
      <StatCard label="Avg days in trade" value={s.avgDaysInTrade.toFixed(1)} />
    </div>
  );
}

/** The published returns of each year and the last 12 months. */
function ReturnsByPeriod({ data }: { data: Data }) {
  const months = data.returnsByMonth.slice(-12);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        <h4 className="mb-1 text-sm font-medium">Returns by year</h4>
        <p className="mb-1 text-xs text-muted-foreground">
          Published record: each year's P&amp;L over the equity at its start (the YTD card takes the starting
          capital, so the two differ).
        </p>
        <table className="w-full text-sm tabular-nums" aria-label="Returns by year">
          <tbody>
            {data.returnsByYear.map((y) => (
              <tr key={y.year} className="border-b border-border/50">
                <td className="py-1">{y.year}</td>
                <td className={cn('py-1 text-right', tone(y.returnPct))}>
                  {formatSignedPercent(y.returnPct)}
                </td>
                <td className="py-1 text-right text-muted-foreground">{formatUsd(y.pnl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h4 className="mb-1 text-sm font-medium">Last 12 months</h4>
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-4" aria-label="Returns by month">
          {months.map((m) => (
            <div key={m.month} className="rounded border px-2 py-1 text-xs tabular-nums">
              <div className="text-muted-foreground">{m.month}</div>
              <div className={tone(m.returnPct)}>{formatSignedPercent(m.returnPct)}</div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Performance Charts: the headline ratios, the daily equity curve, returns by year and the last 12 months. */
export function PerformanceCharts({ data }: { data: Data }) {
  return (
    <Card data-testid="performance-charts">
      <CardHeader>
        <CardTitle>Performance Charts</CardTitle>
        <CardDescription>
          Model account of {formatUsd(data.startingEquity)}, record from {data.from ?? '---'} (last close{' '}
          {data.to ?? '---'}){data.demoData ? ' - demo data, not a real trading history' : ''}.
          {data.ledger.verified ? null : (
            <strong className="ml-1 text-red-400" data-testid="figures-unverified">
              Unverified figures: the ledger they come from fails verification.
            </strong>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <HeadlineStats stats={data.stats} />
        <EquityChart data={data} />
        <ReturnsByPeriod data={data} />
      </CardContent>
    </Card>
  );
}

/** YTD Attribution: P&L of the year by sector (chart) and by symbol (best and worst five). */
export function YtdAttribution({ data }: { data: Data }) {
  const sectors = [...data.pnlBySector].sort((a, b) => b.ytdPnl - a.ytdPnl);
  const symbols = [...data.pnlBySymbol].sort((a, b) => b.ytdPnl - a.ytdPnl);
  const shown = symbols.length > 10 ? [...symbols.slice(0, 5), ...symbols.slice(-5)] : symbols;
  return (
    <Card data-testid="ytd-attribution">
      <CardHeader>
        <CardTitle>YTD Attribution</CardTitle>
        <CardDescription>
          Profit and loss since January 1 of {data.to?.slice(0, 4) ?? 'this year'}, open trades marked at the
          last close.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="h-56 w-full" role="img" aria-label="Year-to-date P&L by sector">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={sectors} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke="#1e293b" horizontal={false} />
              <XAxis type="number" tick={AXIS} tickFormatter={compactUsd} />
              <YAxis type="category" dataKey="sector" tick={AXIS} width={104} />
              <Tooltip {...TOOLTIP} formatter={(v) => formatUsd(Number(v))} cursor={{ fill: '#1e293b' }} />
              <Bar dataKey="ytdPnl" name="YTD P&L" isAnimationActive={false}>
                {sectors.map((s) => (
                  <Cell key={s.sector} fill={s.ytdPnl >= 0 ? GAIN : LOSS} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <table className="w-full text-sm tabular-nums" aria-label="Year-to-date P&L by symbol">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="py-1 font-normal">Symbol</th>
              <th className="hidden py-1 font-normal sm:table-cell">Sector</th>
              <th className="py-1 text-right font-normal">YTD P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((x) => (
              <tr key={x.symbol} className="border-b border-border/50">
                <td className="py-1">
                  <span className="font-mono font-semibold">{x.symbol}</span>{' '}
                  <span className="text-muted-foreground">{x.name}</span>
                </td>
                <td className="hidden py-1 sm:table-cell">{x.sector}</td>
                <td className={cn('py-1 text-right', tone(x.ytdPnl))}>{formatUsd(x.ytdPnl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** Duration & Rank: how long trades last and what each length earns, and the symbols ranked by total P&L. */
export function DurationAndRank({ data }: { data: Data }) {
  return (
    <Card data-testid="duration-rank">
      <CardHeader>
        <CardTitle>Duration &amp; Rank</CardTitle>
        <CardDescription>
          Closed trades by days held, and every symbol ranked by its P&amp;L since {data.from ?? '---'}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <table className="w-full text-sm tabular-nums" aria-label="Trades by duration">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="py-1 font-normal">Held</th>
              <th className="py-1 text-right font-normal">Trades</th>
              <th className="py-1 text-right font-normal">Win rate</th>
              <th className="py-1 text-right font-normal">Avg P&amp;L</th>
            </tr>
          </thead>
          <tbody>
            {data.durations.map((d) => (
              <tr key={d.label} className="border-b border-border/50">
                <td className="py-1">{d.label}</td>
                <td className="py-1 text-right">{d.trades}</td>
                <td className="py-1 text-right">
                  {figureText(d.winRate, d.trades > 0, (v) => `${v.toFixed(0)}%`)}
                </td>
                <td className={cn('py-1 text-right', tone(d.avgPnl))}>
                  {d.trades ? formatUsd(d.avgPnl) : '---'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* A scrolling box is a tab stop of its own, so a keyboard can scroll it (axe scrollable-region-focusable). */}
        <div
          className="max-h-72 overflow-y-auto rounded pr-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          role="region"
          aria-label="Symbols ranked by P&L, scrollable"
          tabIndex={0}
          data-testid="ranked-symbols"
        >
          <ol className="space-y-1 text-sm tabular-nums" aria-label="Symbols ranked by P&L">
            {data.pnlBySymbol.map((x, i) => (
              <li key={x.symbol} className="flex items-baseline gap-2 border-b border-border/50 py-0.5">
                <span className="w-6 text-right text-muted-foreground">{i + 1}</span>
                <span className="font-mono font-semibold">{x.symbol}</span>
                <span className="min-w-0 flex-1 truncate text-muted-foreground">{x.trades} trades</span>
                <span className={tone(x.pnl)}>{formatUsd(x.pnl)}</span>
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
