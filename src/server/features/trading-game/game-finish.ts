import { computeFigures, maxDrawdown } from '../../../core/game/figures';
import { cents, centsOf } from '../../../core/game/money';
import type { FinishAnswer, FinishBody, LeaderboardEntry } from '../../../core/schemas/trading-game';
import type { Deps } from '../../deps';
import { analyticsOf, barOf, toFill, tradesOf, updateGame } from './game-repo';
import { revealOf } from './game-state';
import type { WithActiveGame } from './game-state';
import { sendVisitorMail } from '../../mail/visitor-caps';
import { reportCardMail } from './mails';
import { insertGameResult, leaderboardRows } from './results-repo';

/** Finish: ends the game, stores the result, mails the report card when an email is given. */
export function createFinish(deps: Deps, withActiveGame: WithActiveGame) {
  return async function finish(playerId: string | null, body: FinishBody): Promise<FinishAnswer> {
    const email = body.emailAddress?.trim() || undefined;
    const nickname = body.nickname?.trim() || null;
    const done = await withActiveGame(playerId, 'No active game to finish', async ({ tx, game, series }) => {
      const trades = await tradesOf(tx, game.id);
      const f = computeFigures(trades.map(toFill), barOf(series, game.currentDay)[4]);
      const curve = (await analyticsOf(tx, game.id)).map((a) => a.netLiquidatingValue);
      const now = deps.clock.now();
      await updateGame(tx, game.id, { status: 'finished', finishedAt: now });
      const reveal = revealOf(game, series);
      const metrics = centsOf({
        bestTrade: f.bestTrade,
        worstTrade: f.worstTrade,
        maxDrawdown: maxDrawdown([...curve, f.netLiquidatingValue]),
      });
      await insertGameResult(tx, {
        playerId: playerId!,
        completedAt: now,
        playerEmail: email ?? null,
        nickname,
        stockSymbol: series.symbol,
        stockName: series.name,
        totalPnl: f.totalPnL.toFixed(2),
        finalBalance: f.netLiquidatingValue.toFixed(2),
        winRate: f.winRate.toFixed(2),
        totalTrades: trades.length,
        performanceMetrics: metrics,
        buyHoldPnl: reveal.buyHoldPnL.toFixed(2),
        firstDate: reveal.firstDate,
        lastDate: reveal.lastDate,
      });
      return { reveal, f, metrics, trades: trades.length };
    });
    let emailSent = false;
    if (email) {
      // After the commit: a slow mail server must not hold the game's lock.
      const mail = reportCardMail(
        {
          ...done.reveal,
          totalPnL: done.f.totalPnL,
          finalBalance: done.f.netLiquidatingValue,
          winRate: done.f.winRate,
          totalTrades: done.trades,
          ...done.metrics,
        },
        deps.config.PUBLIC_URL,
      );
      const res = await sendVisitorMail(deps, {
        kind: 'game_report',
        to: email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      emailSent = res.sent;
    }
    return { ...done.reveal, totalPnL: cents(done.f.totalPnL), emailSent };
  };
}

export const LEADERBOARD_SIZE = 20;

/** The public leaderboard: finished games given a nickname, best total P&L first (no emails). */
export async function leaderboard(deps: Deps): Promise<LeaderboardEntry[]> {
  const rows = await leaderboardRows(deps.db, LEADERBOARD_SIZE);
  return rows.map((r, i) => ({
    rank: i + 1,
    nickname: r.nickname!,
    totalPnL: Number(r.totalPnl),
    buyHoldPnL: r.buyHoldPnl == null ? null : Number(r.buyHoldPnl),
    totalTrades: r.totalTrades,
    winRate: Number(r.winRate),
    stockSymbol: r.stockSymbol,
    stockName: r.stockName,
    completedAt: r.completedAt.toISOString(),
  }));
}
