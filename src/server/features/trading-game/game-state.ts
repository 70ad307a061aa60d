import { buyAndHoldPnL, neutralDate } from '../../../core/game/calendar';
import { DEFAULT_CURRENT_DAY, DEFAULT_SPEED, STARTING_BALANCE } from '../../../core/game/constants';
import { lotPnl } from '../../../core/game/fifo';
import { computeFigures } from '../../../core/game/figures';
import { cents, centsOf } from '../../../core/game/money';
import type { GameState } from '../../../core/schemas/trading-game';
import type { Db } from '../../db/client';
import { barOf, toFill, tradesOf } from './game-repo';
import type { GameRow } from './game-repo';
import type { GameSeries } from './game-series';

export interface GameView {
  tx: Db;
  game: GameRow;
  series: GameSeries;
}

/** Runs `fn` on the player's active game in one transaction (the service's; finish takes it). */
export type WithActiveGame = <T>(
  playerId: string | null,
  message: string,
  fn: (v: GameView) => Promise<T>,
  advance?: boolean,
) => Promise<T>;

/** The real stock, its period and the buy-and-hold yardstick over the days played. */
export function revealOf(game: GameRow, series: GameSeries) {
  const first = barOf(series, DEFAULT_CURRENT_DAY);
  const last = barOf(series, game.currentDay);
  return {
    stockSymbol: series.symbol,
    stockName: series.name,
    firstDate: first[0],
    lastDate: last[0],
    buyHoldPnL: cents(buyAndHoldPnL(first[4], last[4])),
    // Decision 0049: the real closes behind the game's and what the disguise did.
    priceDisguise: series.disguise && {
      ...series.disguise,
      realFirstClose: series.real[DEFAULT_CURRENT_DAY - 1][4],
      realLastClose: series.real[game.currentDay - 1][4],
    },
  };
}

/** Until the finish every date is the neutral 'Day N'; afterwards the real one. */
export function dateLabeller(game: GameRow, series: GameSeries): (day: number) => string {
  return game.status === 'finished' ? (day) => barOf(series, day)[0] : neutralDate;
}

/** The state answer of a player's game (spec 02 §3 "Game state" plus the fields of docs/features/trading-game.md). */
export async function stateOf({ tx, game, series }: GameView, best: number | null): Promise<GameState> {
  const close = barOf(series, game.currentDay)[4];
  const trades = await tradesOf(tx, game.id);
  const f = computeFigures(trades.map(toFill), close);
  const finished = game.status === 'finished';
  const label = dateLabeller(game, series);
  return {
    status: finished ? 'finished' : 'active',
    gameActive: !finished,
    speed: game.speed,
    currentDay: game.currentDay,
    lastDay: game.lastDay,
    currentDate: label(game.currentDay),
    currentPrice: close,
    stats: {
      ...centsOf({
        totalPnL: f.totalPnL,
        unrealizedPnL: f.unrealizedPnL,
        realizedPnL: f.realizedPnL,
        winRate: f.winRate,
        balance: f.balance,
        netLiquidatingValue: f.netLiquidatingValue,
      }),
      totalTrades: trades.length,
      winningTrades: f.winningTrades,
      losingTrades: f.losingTrades,
      highScore: best,
    },
    positions: {
      netPosition: f.netPosition,
      marginUsed: cents(f.marginUsed),
      marginUsagePct: cents(f.marginUsagePct),
      lots: f.open.map((l) => ({
        side: l.side,
        contracts: l.contracts,
        price: l.price,
        chartDay: l.chartDay,
        tradeDate: label(l.chartDay),
        openTradeEquity: cents(lotPnl(l.side, l.contracts, l.price, close)),
      })),
    },
    paused: game.paused,
    autoTrading: game.autoTrade,
    autoContracts: game.autoContracts,
    marginCallDay: game.marginCallDay,
    gameOver: game.gameOver,
    revealed: finished ? revealOf(game, series) : null,
  };
}

const IDLE_STATS = {
  totalPnL: 0,
  unrealizedPnL: 0,
  realizedPnL: 0,
  winRate: 0,
  totalTrades: 0,
  winningTrades: 0,
  losingTrades: 0,
  balance: STARTING_BALANCE,
  netLiquidatingValue: STARTING_BALANCE,
};

/** The state answer when the player has no game (the spec's defaults). */
export function idleState(best: number | null): GameState {
  return {
    status: 'idle',
    gameActive: false,
    speed: DEFAULT_SPEED,
    currentDay: DEFAULT_CURRENT_DAY,
    lastDay: 0,
    currentDate: null,
    currentPrice: null,
    stats: { ...IDLE_STATS, highScore: best },
    positions: { netPosition: 0, marginUsed: 0, marginUsagePct: 0, lots: [] },
    paused: false,
    autoTrading: false,
    autoContracts: 1,
    marginCallDay: null,
    gameOver: false,
    revealed: null,
  };
}
