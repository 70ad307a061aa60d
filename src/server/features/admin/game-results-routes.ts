import type { FastifyInstance } from 'fastify';
import { adminGameResultsApi as api } from '../../../core/api/admin-game-results';
import { serve } from '../../lib/serve-endpoint';
import { listGameResults } from './game-results-repo';
import { iso } from './rows';

/** Game results list; search and sort happen on the page (spec 02 §2, §7). Behind requireAdmin. */
export default async function gameResultsAdminRoutes(app: FastifyInstance) {
  serve(app, api.list, async () => {
    const rows = await listGameResults(app.deps.db);
    return rows.map((g) => ({
      id: g.id,
      completedAt: iso(g.completedAt),
      playerEmail: g.playerEmail,
      email: g.playerEmail,
      stockSymbol: g.stockSymbol,
      totalPnL: Number(g.totalPnl),
      finalBalance: Number(g.finalBalance),
      winRate: Number(g.winRate),
      totalTrades: g.totalTrades,
      performanceMetrics: g.performanceMetrics,
    }));
  });
}
