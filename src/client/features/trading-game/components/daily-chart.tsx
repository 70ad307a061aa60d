import {
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  LineSeries,
  LineStyle,
} from 'lightweight-charts';
import type {
  IChartApi,
  IPriceLine,
  ISeriesApi,
  ISeriesMarkersPluginApi,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { breakoutLevels } from '@/core/game/auto-trade';
import { CHART_BARS } from '@/core/game/constants';
import type { GameState, GameTrade, OhlcBar } from '@/core/schemas/trading-game';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

type Series = {
  candles: ISeriesApi<'Candlestick'>;
  levels: Record<'high40' | 'low40' | 'high20' | 'low20', ISeriesApi<'Line'>>;
  markers: ISeriesMarkersPluginApi<Time>;
  entry: IPriceLine | null;
};

type Lot = GameState['positions']['lots'][number];

// The chart runs on game day numbers (day N at N days after the epoch), labelled with the answer's
// dates: 'Day N' until the finish, the real dates afterwards.
const timeOf = (day: number) => (day * 86_400) as UTCTimestamp;
const dayOf = (time: Time) => Math.round(Number(time) / 86_400);

/** Average entry price of the open lots (they are all on one side), or null when flat. */
export function averageEntry(lots: readonly Lot[] | undefined): number | null {
  const contracts = (lots ?? []).reduce((n, l) => n + l.contracts, 0);
  if (!lots || contracts === 0) return null;
  return lots.reduce((sum, l) => sum + l.price * l.contracts, 0) / contracts;
}

const LEVELS = [
  { key: 'high40', color: '#22c55e', title: '40-day high', style: LineStyle.Solid },
  { key: 'low40', color: '#ef4444', title: '40-day low', style: LineStyle.Solid },
  { key: 'high20', color: '#86efac', title: '20-day high', style: LineStyle.Dashed },
  { key: 'low20', color: '#fca5a5', title: '20-day low', style: LineStyle.Dashed },
] as const;

/**
 * Candles of the last 80 bars with the 40- and 20-day breakout levels of each bar drawn as lines,
 * buy/sell markers on the bars that filled, and the open position's average entry price.
 */
export function DailyChart({
  bars,
  loading,
  idle = false,
  trades,
  lots,
}: {
  bars: OhlcBar[] | undefined;
  loading: boolean;
  /** No game yet: the empty chart invites the player to start one. */
  idle?: boolean;
  trades: GameTrade[] | undefined;
  lots: Lot[] | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const labels = useRef(new Map<number, string>());
  const hasBars = !!bars && bars.length > 0;

  useEffect(() => {
    if (!box.current || !hasBars) return;
    const c = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#94a3b8' },
      grid: { vertLines: { color: '#1e293b' }, horzLines: { color: '#1e293b' } },
      rightPriceScale: { borderColor: '#334155' },
      timeScale: {
        borderColor: '#334155',
        tickMarkFormatter: (t: Time) => labels.current.get(dayOf(t)) ?? '',
      },
      localization: { timeFormatter: (t: Time) => labels.current.get(dayOf(t)) ?? '' },
    });
    const candles = c.addSeries(CandlestickSeries, {
      upColor: '#22c55e',
      downColor: '#ef4444',
      borderVisible: false,
      wickUpColor: '#22c55e',
      wickDownColor: '#ef4444',
    });
    const levels = Object.fromEntries(
      LEVELS.map((l) => [
        l.key,
        c.addSeries(LineSeries, {
          color: l.color,
          lineWidth: 1,
          lineStyle: l.style,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
        }),
      ]),
    ) as Series['levels'];
    chart.current = c;
    series.current = { candles, levels, markers: createSeriesMarkers(candles, []), entry: null };
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, [hasBars]);

  useEffect(() => {
    if (!series.current || !bars || bars.length === 0) return;
    const first = Math.max(0, bars.length - CHART_BARS);
    const shown = bars.slice(first);
    labels.current = new Map(bars.map((b) => [b.day, b.date]));
    // New formatter identities make the time scale re-label (the real dates appear at the finish).
    chart.current?.applyOptions({
      timeScale: { tickMarkFormatter: (t: Time) => labels.current.get(dayOf(t)) ?? '' },
      localization: { timeFormatter: (t: Time) => labels.current.get(dayOf(t)) ?? '' },
    });
    series.current.candles.setData(
      shown.map((b) => ({ time: timeOf(b.day), open: b.open, high: b.high, low: b.low, close: b.close })),
    );
    const points = shown.map((b, i) => ({
      time: timeOf(b.day),
      lv: breakoutLevels(bars.slice(0, first + i + 1)),
    }));
    for (const l of LEVELS) {
      series.current.levels[l.key].setData(
        points.filter((p) => p.lv).map((p) => ({ time: p.time, value: p.lv![l.key] })),
      );
    }
    chart.current?.timeScale().fitContent();
  }, [bars]);

  useEffect(() => {
    const s = series.current;
    if (!s || !bars || bars.length === 0) return;
    const firstDay = bars[Math.max(0, bars.length - CHART_BARS)].day;
    s.markers.setMarkers(
      (trades ?? [])
        .filter((t) => t.chartDay >= firstDay)
        .sort((a, b) => a.chartDay - b.chartDay || a.id - b.id)
        .map((t) => ({
          time: timeOf(t.chartDay),
          position: t.side === 'long' ? ('belowBar' as const) : ('aboveBar' as const),
          shape: t.side === 'long' ? ('arrowUp' as const) : ('arrowDown' as const),
          color: t.reason === 'margin-call' ? '#facc15' : t.side === 'long' ? '#22c55e' : '#ef4444',
          text: `${t.side === 'long' ? 'B' : 'S'} ${t.contracts}`,
        })),
    );
    if (s.entry) s.candles.removePriceLine(s.entry);
    const avg = averageEntry(lots);
    s.entry =
      avg === null
        ? null
        : s.candles.createPriceLine({
            price: avg,
            color: '#facc15',
            lineWidth: 1,
            lineStyle: LineStyle.Dotted,
            axisLabelVisible: true,
            title: 'Avg entry',
          });
  }, [bars, trades, lots]);

  return (
    <Card className="mb-6">
      <CardHeader className="pb-3">
        <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
          <span>Daily Chart</span>
          <span className="flex flex-wrap gap-3 text-xs font-normal text-muted-foreground">
            {LEVELS.map((l) => (
              <span key={l.key} className="inline-flex items-center gap-1">
                <span className="inline-block h-0.5 w-4" style={{ backgroundColor: l.color }} /> {l.title}
              </span>
            ))}
            <span className="inline-flex items-center gap-1">
              <span className="inline-block h-0 w-4 border-t border-dotted border-yellow-400" /> Avg entry
            </span>
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="flex h-60 items-center justify-center text-sm text-muted-foreground sm:h-80">
            Loading chart data...
          </p>
        ) : !hasBars ? (
          <p className="flex h-60 items-center justify-center text-sm text-muted-foreground sm:h-80">
            {idle ? 'Press Start Game to load a random stock and its daily chart.' : 'No OHLC data available'}
          </p>
        ) : (
          <div ref={box} data-testid="daily-chart" className="h-60 w-full sm:h-80" />
        )}
      </CardContent>
    </Card>
  );
}
