import type { FastifyInstance } from 'fastify';
import { noStore, requireAdmin } from '../../plugins/guards';
import adminAuthRoutes from './auth-routes';
import contactAdminRoutes from './contact-routes';
import dashboardContentRoutes from './dashboard-content-routes';
import gameResultsAdminRoutes from './game-results-routes';
import newsletterAdminRoutes from './newsletter-routes';
import outboxRoutes from './outbox-routes';
import registrationsRoutes from './registrations-routes';
import subscribersRoutes from './subscribers-routes';

/** The back office API. Login and the session probe are open; everything else needs the admin session. */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminAuthRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', noStore);
    // onRequest (not preHandler): refused before the body is parsed or validated, so it is always 401.
    guarded.addHook('onRequest', requireAdmin);
    await guarded.register(subscribersRoutes);
    await guarded.register(registrationsRoutes);
    await guarded.register(contactAdminRoutes);
    await guarded.register(newsletterAdminRoutes);
    await guarded.register(gameResultsAdminRoutes);
    await guarded.register(outboxRoutes);
    await guarded.register(dashboardContentRoutes);
  });
}
