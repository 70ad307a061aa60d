import type { FastifyInstance } from 'fastify';
import { viewAsApi as api } from '../../../core/api/view-as';
import { serve } from '../../lib/serve-endpoint';
import { clearViewAsCookie, setViewAsCookie } from '../../plugins/view-as';

/** GET/PUT/DELETE /api/admin/view-as: the operator's choice, kept in the `view_as` cookie (admin guard applies). */
export default async function viewAsRoutes(app: FastifyInstance) {
  serve(app, api.get, async (req) => ({ viewAs: req.viewAs }));

  serve(app, api.set, async (req, reply) => {
    setViewAsCookie(reply, req.body.viewAs);
    req.log.info({ viewAs: req.body.viewAs }, 'operator views the site as');
    return { viewAs: req.body.viewAs };
  });

  serve(app, api.clear, async (_req, reply) => {
    clearViewAsCookie(reply);
    return { viewAs: null };
  });
}
