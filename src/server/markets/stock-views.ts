import { lockCryptoRow, lockEquityRow, lockLists, reportAccess } from '../../core/access';
import type { MarketView } from '../../core/access';
import { urlOf } from '../../core/api/endpoint';
import { marketsApi as api } from '../../core/api/markets';
import { levelsOf } from '../../core/engine/breakout';
import { changeMarker, lastTwo, positionCode, positionsOn } from '../../core/engine/signals';
import type { CryptoContentResponse, EquitiesContentResponse } from '../../core/schemas/markets';
import type { Deps } from '../deps';
import { signChart } from './chart-tokens';
import { externalChartLink, positionLists, tickRound, tradingDates } from './common';
import { cryptoHtml, equitiesHtml } from './html';
import type { MarketData } from './store';

export const EQUITY_DAYS = 30;
export const CRYPTO_DAYS = 16;

export function buildEquities(deps: Deps, data: MarketData, view: MarketView): EquitiesContentResponse {
  const dates = tradingDates(data, EQUITY_DAYS);
  const rows = data.instruments.map((li) => {
    const [prev, cur] = lastTwo(li.run.days);
    return lockEquityRow(
      {
        symbol: li.row.symbol,
        name: li.row.name,
        positions: positionsOn(li.run.days, dates).map(positionCode),
        change: changeMarker(prev, cur),
        current: tickRound(li, li.lastClose),
        chartLink: externalChartLink('equities', li.row.symbol, li.row.exchange),
        chartImageUrl: urlOf(api.chartImage, { '*': signChart(deps, 'chart', 'equities', li.row.symbol) }),
      },
      view,
    );
  });
  return {
    content: equitiesHtml(dates, rows, data.demoData),
    tradingDates: dates,
    rows,
    isPremium: view.viewer === 'premium',
    lists: lockLists(positionLists(data), view),
    sourceLastUpdated: data.lastUpdated.toISOString(),
    demoData: data.demoData,
  };
}

type CryptoChange = CryptoContentResponse['rows'][number]['change'];

export function buildCrypto(deps: Deps, data: MarketData, view: MarketView): CryptoContentResponse {
  const dates = tradingDates(data, CRYPTO_DAYS);
  const rows = data.instruments.map((li) => {
    const run = li.run;
    const lv = levelsOf(run.state);
    const [prev, cur] = lastTwo(run.days);
    let change: CryptoChange = 'none';
    if (prev === 0 && cur === 1) change = 'long-initiation';
    if (prev === 1 && cur === 0) {
      // Long-only: a liquidation closes the last trade; its real P&L says profit or loss.
      const t = run.trades[run.trades.length - 1];
      change = (t?.pnl ?? 0) > 0 ? 'liquidation-profit' : 'liquidation-loss';
    }
    return lockCryptoRow(
      {
        symbol: li.row.symbol,
        name: li.row.name,
        positions: positionsOn(run.days, dates).map(positionCode),
        last: tickRound(li, li.lastClose),
        stop: lv.stop === null ? null : tickRound(li, lv.stop),
        // Under 40 bars there is no 40-day high yet: n/a, never the last price.
        fortyDayHigh: lv.entryHigh === null ? null : tickRound(li, lv.entryHigh),
        change,
        logo: urlOf(api.cryptoLogo, { symbol: li.row.symbol.toLowerCase() }),
        chartSymbol: `${li.row.symbol}USD`,
        chartImageUrl: urlOf(api.cryptoChartImage, {
          '*': signChart(deps, 'crypto-chart', 'crypto', li.row.symbol),
        }),
      },
      view,
    );
  });
  const access = reportAccess(view);
  return {
    content: cryptoHtml(dates, rows, data.demoData),
    isPremium: view.viewer === 'premium',
    sourceLastUpdated: data.lastUpdated.toISOString(),
    tradingDates: dates,
    rows,
    balanceChartUrl: access.balanceChart
      ? urlOf(api.cryptoBalanceChart, { '*': signChart(deps, 'balance', 'crypto', 'PORTFOLIO') })
      : null,
    performancePdfUrl: access.performancePdf
      ? urlOf(api.cryptoPerformancePdf, { '*': signChart(deps, 'pdf', 'crypto', 'PORTFOLIO') })
      : null,
    demoData: data.demoData,
  };
}
