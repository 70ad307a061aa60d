import type { FastifyInstance } from 'fastify';
import { ledgerApi as api } from '../../../core/api/ledger';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { viewOf } from '../../markets';
import { getLedger, verifyLedger } from './service';

/** The published signal ledger: rows for whoever may open the market (delayed like every answer), and its check. */
export default async function ledgerRoutes(app: FastifyInstance) {
  app.addHook('onRequest', noStore); // on request: no preHandler stage for the routes (decision 0066)

  const viewFor = (req: Parameters<typeof viewOf>[0], market: Parameters<typeof viewOf>[1]) => {
    const view = viewOf(req, market);
    // Crypto needs a session (the crypto page and its answers do too).
    if (view.access === 'none') throw new AppError('UNAUTHORIZED', 'Authentication required');
    return view;
  };

  serve(app, api.rows, async (req) =>
    getLedger(app.deps, app.markets, viewFor(req, req.query.market), req.query),
  );
  serve(app, api.verify, async (req) => verifyLedger(app.deps, app.markets, viewFor(req, req.query.market)));
}
