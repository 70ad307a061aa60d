import type { FastifyInstance } from 'fastify';
import { adminGameResultsApi as api } from '../../../core/api/admin-game-results';
import { cents, centsOf } from '../../../core/game/money';
import { serve } from '../../lib/serve-endpoint';
import { listGameResults, summarizeGameResults } from './game-results-repo';
import { iso } from '../../lib/admin-rows';

/**
 * Game results (spec 02 §2, §7): the list is searched by email, sorted and paged in SQL, and the
 * summary cards are counted over every game. Behind requireAdmin.
 */
export default async function gameResultsAdminRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  serve(app, api.list, async (req) => {
    const rows = await listGameResults(db, req.query);
    return rows.map((g) => ({
      id: g.id,
      completedAt: iso(g.completedAt),
      playerEmail: g.playerEmail,
      email: g.playerEmail,
      stockSymbol: g.stockSymbol,
      totalPnL: cents(Number(g.totalPnl)),
      finalBalance: cents(Number(g.finalBalance)),
      winRate: cents(Number(g.winRate)),
      totalTrades: g.totalTrades,
      // Results stored before rounding carry float noise (-455.00000000000097): rounded on the way out.
      performanceMetrics: centsOf(g.performanceMetrics),
    }));
  });

  serve(app, api.summary, async (req) => summarizeGameResults(db, req.query.search));
}
