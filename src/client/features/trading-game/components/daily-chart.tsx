import { CandlestickSeries, ColorType, createChart, LineSeries, LineStyle } from 'lightweight-charts';
import type { IChartApi, ISeriesApi, Time } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { breakoutLevels } from '@/core/game/auto-trade';
import { CHART_BARS } from '@/core/game/constants';
import type { OhlcBar } from '@/core/schemas/trading-game';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

type Series = {
  candles: ISeriesApi<'Candlestick'>;
  levels: Record<'high40' | 'low40' | 'high20' | 'low20', ISeriesApi<'Line'>>;
};

const LEVELS = [
  { key: 'high40', color: '#22c55e', title: '40-day high', style: LineStyle.Solid },
  { key: 'low40', color: '#ef4444', title: '40-day low', style: LineStyle.Solid },
  { key: 'high20', color: '#86efac', title: '20-day high', style: LineStyle.Dashed },
  { key: 'low20', color: '#fca5a5', title: '20-day low', style: LineStyle.Dashed },
] as const;

/** Candles of the last 80 bars with the 40- and 20-day breakout levels of each bar drawn as lines. */
export function DailyChart({ bars, loading }: { bars: OhlcBar[] | undefined; loading: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const hasBars = !!bars && bars.length > 0;

  useEffect(() => {
    if (!box.current || !hasBars) return;
    const c = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#94a3b8' },
      grid: { vertLines: { color: '#1e293b' }, horzLines: { color: '#1e293b' } },
      rightPriceScale: { borderColor: '#334155' },
      timeScale: { borderColor: '#334155' },
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
    series.current = { candles, levels };
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
    series.current.candles.setData(
      shown.map((b) => ({ time: b.date as Time, open: b.open, high: b.high, low: b.low, close: b.close })),
    );
    const points = shown.map((b, i) => ({
      time: b.date as Time,
      lv: breakoutLevels(bars.slice(0, first + i + 1)),
    }));
    for (const l of LEVELS) {
      series.current.levels[l.key].setData(
        points.filter((p) => p.lv).map((p) => ({ time: p.time, value: p.lv![l.key] })),
      );
    }
    chart.current?.timeScale().fitContent();
  }, [bars]);

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
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p className="flex h-80 items-center justify-center text-sm text-muted-foreground">
            Loading chart data...
          </p>
        ) : !hasBars ? (
          <p className="flex h-80 items-center justify-center text-sm text-muted-foreground">
            No OHLC data available
          </p>
        ) : (
          <div ref={box} data-testid="daily-chart" className="h-80 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
