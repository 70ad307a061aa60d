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
import type { RefObject } from 'react';
import { breakoutLevels } from '@/core/game/auto-trade';
import { CHART_BARS } from '@/core/game/constants';
import type { GameState, GameTrade, OhlcBar } from '@/core/schemas/trading-game';

export type Series = {
  candles: ISeriesApi<'Candlestick'>;
  levels: Record<'high40' | 'low40' | 'high20' | 'low20', ISeriesApi<'Line'>>;
  markers: ISeriesMarkersPluginApi<Time>;
  entry: IPriceLine | null;
};

export type Lot = GameState['positions']['lots'][number];

/** Game day number -> the label shown for it ('Day N' until the finish, the real date afterwards). */
export type Labels = RefObject<Map<number, string>>;

// The chart runs on game day numbers (day N at N days after the epoch), labelled with the answer's
// dates: 'Day N' until the finish, the real dates afterwards.
const timeOf = (day: number) => (day * 86_400) as UTCTimestamp;
const dayOf = (time: Time) => Math.round(Number(time) / 86_400);
/** Reads the labels when called, so a formatter made once follows the labels that come later. */
const labelOf = (labels: Labels) => (t: Time) => labels.current.get(dayOf(t)) ?? '';

/** Average entry price of the open lots (they are all on one side), or null when flat. */
export function averageEntry(lots: readonly Lot[] | undefined): number | null {
  const contracts = (lots ?? []).reduce((n, l) => n + l.contracts, 0);
  if (!lots || contracts === 0) return null;
  return lots.reduce((sum, l) => sum + l.price * l.contracts, 0) / contracts;
}

export const LEVELS = [
  { key: 'high40', color: '#22c55e', title: '40-day high', style: LineStyle.Solid },
  { key: 'low40', color: '#ef4444', title: '40-day low', style: LineStyle.Solid },
  { key: 'high20', color: '#86efac', title: '20-day high', style: LineStyle.Dashed },
  { key: 'low20', color: '#fca5a5', title: '20-day low', style: LineStyle.Dashed },
] as const;

/** The chart in its box: the candles, one line per breakout level, and the trade markers. */
export function createDailyChart(box: HTMLElement, labels: Labels): { chart: IChartApi; series: Series } {
  const chart = createChart(box, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#94a3b8' },
    grid: { vertLines: { color: '#1e293b' }, horzLines: { color: '#1e293b' } },
    rightPriceScale: { borderColor: '#334155' },
    timeScale: { borderColor: '#334155', tickMarkFormatter: labelOf(labels) },
    localization: { timeFormatter: labelOf(labels) },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: '#22c55e',
    downColor: '#ef4444',
    borderVisible: false,
    wickUpColor: '#22c55e',
    wickDownColor: '#ef4444',
  });
  const levels = Object.fromEntries(
    LEVELS.map((l) => [
      l.key,
      chart.addSeries(LineSeries, {
        color: l.color,
        lineWidth: 1,
        lineStyle: l.style,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      }),
    ]),
  ) as Series['levels'];
  return { chart, series: { candles, levels, markers: createSeriesMarkers(candles, []), entry: null } };
}

/** The last CHART_BARS candles and each one's breakout levels (from all the bars up to it). */
export function drawBars(chart: IChartApi | null, series: Series, labels: Labels, bars: OhlcBar[]) {
  const first = Math.max(0, bars.length - CHART_BARS);
  const shown = bars.slice(first);
  labels.current = new Map(bars.map((b) => [b.day, b.date]));
  // New formatter identities make the time scale re-label (the real dates appear at the finish).
  chart?.applyOptions({
    timeScale: { tickMarkFormatter: labelOf(labels) },
    localization: { timeFormatter: labelOf(labels) },
  });
  series.candles.setData(
    shown.map((b) => ({ time: timeOf(b.day), open: b.open, high: b.high, low: b.low, close: b.close })),
  );
  const points = shown.map((b, i) => ({
    time: timeOf(b.day),
    lv: breakoutLevels(bars.slice(0, first + i + 1)),
  }));
  for (const l of LEVELS) {
    series.levels[l.key].setData(
      points.filter((p) => p.lv).map((p) => ({ time: p.time, value: p.lv![l.key] })),
    );
  }
  chart?.timeScale().fitContent();
}

/** Buy/sell markers on the shown bars that filled, and the open position's average entry line. */
export function drawTrades(
  series: Series,
  bars: OhlcBar[],
  trades: GameTrade[] | undefined,
  lots: Lot[] | undefined,
) {
  const firstDay = bars[Math.max(0, bars.length - CHART_BARS)].day;
  series.markers.setMarkers(
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
  if (series.entry) series.candles.removePriceLine(series.entry);
  const avg = averageEntry(lots);
  series.entry =
    avg === null
      ? null
      : series.candles.createPriceLine({
          price: avg,
          color: '#facc15',
          lineWidth: 1,
          lineStyle: LineStyle.Dotted,
          axisLabelVisible: true,
          title: 'Avg entry',
        });
}
