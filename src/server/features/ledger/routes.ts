import type { FastifyInstance } from 'fastify';
import { ledgerApi as api } from '../../../core/api/ledger';
import { AppError } from '../../../core/errors';
import { serve } from '../../lib/serve-endpoint';
import { noStore } from '../../plugins/guards';
import { viewOf } from '../../markets';
import { listCheckpoints } from './checkpoint-repo';
import { signedCheckpoint } from './log';
import { getLedger, ledgerConsistency, ledgerProof } from './service';
import { ledgerVerifierKey } from './signing-key';
import { verifyLedger } from './verify';

const TEXT = 'text/plain; charset=utf-8';

/**
 * The published signal ledger as a transparency log (decision 0050): every leaf for whoever
 * may open the market (values of the rows their delay shows), its check, signed checkpoints and proofs.
 */
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
  serve(app, api.verify, async (req) =>
    verifyLedger(app.deps, app.markets, viewFor(req, req.query.market), req.query),
  );
  serve(app, api.checkpoint, async (req, reply) => {
    const { note, audit } = await signedCheckpoint(app.deps, viewFor(req, req.query.market).market);
    if (note === null)
      throw new AppError('UNAVAILABLE', `The ${audit.market} log failed verification: ${audit.problem}`);
    return reply.type(TEXT).send(note);
  });
  serve(app, api.checkpoints, async (req) => {
    const market = viewFor(req, req.query.market).market;
    const list = await listCheckpoints(app.deps.database, market);
    return { market, checkpoints: list };
  });
  serve(app, api.key, async (_req, reply) =>
    reply.type(TEXT).send(`${ledgerVerifierKey(app.deps.config)}\n`),
  );
  serve(app, api.proof, async (req) =>
    ledgerProof(app.deps, viewFor(req, req.query.market).market, req.query),
  );
  serve(app, api.consistency, async (req) =>
    ledgerConsistency(app.deps, viewFor(req, req.query.market).market, req.query),
  );
}
