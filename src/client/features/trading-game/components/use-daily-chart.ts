import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { GameTrade, OhlcBar } from '@/core/schemas/trading-game';
import { createDailyChart, drawBars, drawTrades } from './daily-chart-series';
import type { Lot, Series } from './daily-chart-series';

/**
 * The chart lives while there are bars to show; the bars redraw the candles and levels, the trades
 * and lots the markers and the entry line. Returns the ref of the chart's box.
 */
export function useDailyChart(
  bars: OhlcBar[] | undefined,
  trades: GameTrade[] | undefined,
  lots: Lot[] | undefined,
) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const labels = useRef(new Map<number, string>());
  const hasBars = !!bars && bars.length > 0;

  useEffect(() => {
    if (!box.current || !hasBars) return;
    const made = createDailyChart(box.current, labels);
    chart.current = made.chart;
    series.current = made.series;
    return () => {
      made.chart.remove();
      chart.current = null;
      series.current = null;
    };
  }, [hasBars]);

  useEffect(() => {
    if (!series.current || !bars || bars.length === 0) return;
    drawBars(chart.current, series.current, labels, bars);
  }, [bars]);

  useEffect(() => {
    if (!series.current || !bars || bars.length === 0) return;
    drawTrades(series.current, bars, trades, lots);
  }, [bars, trades, lots]);

  return box;
}
