import type { FastifyInstance } from 'fastify';
import adminAuthRoutes from './auth-routes';
import contactAdminRoutes from './contact-routes';
import dashboardContentRoutes from './dashboard-content-routes';
import gameResultsAdminRoutes from './game-results-routes';
import newsletterAdminRoutes from './newsletter-routes';
import outboxRoutes from './outbox-routes';
import registrationsRoutes from './registrations-routes';
import subscribersRoutes from './subscribers-routes';

/** The back office API; plugins/admin-guard.ts guards it (login and the session probe are open). */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(adminAuthRoutes);
  await app.register(subscribersRoutes);
  await app.register(registrationsRoutes);
  await app.register(contactAdminRoutes);
  await app.register(newsletterAdminRoutes);
  await app.register(gameResultsAdminRoutes);
  await app.register(outboxRoutes);
  await app.register(dashboardContentRoutes);
}
