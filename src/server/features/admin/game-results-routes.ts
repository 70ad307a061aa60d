import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameResultSchema } from '../../../core/schemas/admin-records';
import { listGameResults } from './game-results-repo';
import { iso } from './rows';

/** Game results list; search and sort happen on the page (spec 02 §2, §7). Behind requireAdmin. */
export default async function gameResultsAdminRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/game-results',
      { schema: { response: { 200: z.array(gameResultSchema) } } },
      async () => {
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
      },
    );
}
