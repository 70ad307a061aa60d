import { symbolAccess } from '../../../core/access';
import type { MarketView } from '../../../core/access';
import { openTradeEquity, levelsOfRun } from '../../../core/engine/run-instrument';
import type { V1PositionsResponse } from '../../../core/schemas/api-keys';
import type { MarketData } from '../../markets';
import { tickRound } from '../../markets';

const r2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Open positions of the model account as the viewer policy lets `view` see them live: all of them
 * for premium, only the symbols open to everyone (ES*, AAPL) otherwise, the rule of the market pages.
 */
export function buildPositions(data: MarketData, view: MarketView): V1PositionsResponse {
  const premium = view.access === 'live';
  const positions = data.instruments.flatMap((li) => {
    const t = li.run.state.open;
    if (!t || symbolAccess(view, li.row.symbol) !== 'live') return [];
    const stop = levelsOfRun(li.run).stop;
    return [
      {
        symbol: li.row.symbol,
        name: li.row.name,
        sector: li.row.sector,
        side: t.side,
        quantity: t.qty,
        entryDate: t.entryDate,
        entryPrice: tickRound(li, t.entryPrice),
        lastPrice: tickRound(li, li.lastClose),
        lastDate: li.lastDate,
        stop: stop === null ? null : tickRound(li, stop),
        openPnl: r2(openTradeEquity(li.run)),
        demoData: li.demoData,
      },
    ];
  });
  positions.sort((a, b) => b.entryDate.localeCompare(a.entryDate) || a.symbol.localeCompare(b.symbol));
  return {
    market: data.market,
    asOf: data.summary.asOf,
    demoData: data.demoData,
    access: premium ? 'premium' : 'free',
    positions,
  };
}
