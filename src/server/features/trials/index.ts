import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { processAccessDeadlines } from './access-service';
import trialAdminRoutes from './admin-routes';
import trialRoutes from './routes';
import { billingRoutes, processBillingDeadlines } from '../billing';

/**
 * Trials and granted access (docs/features/trials.md): member routes, operator routes behind the admin guard; and
 * the self-serve subscriptions built on them (docs/features/billing.md).
 */
export default async function trialsFeature(app: FastifyInstance) {
  await app.register(trialRoutes);
  await app.register(trialAdminRoutes);
  await app.register(billingRoutes);
}

/**
 * Ends access at its end date and sends reminders; ends paid access after a failed payment's grace period and at
 * the end of a cancelled subscription's period (a job of src/server/jobs, every minute while SCHEDULER=on).
 */
export async function runAccessDeadlines(deps: Deps): Promise<void> {
  await processAccessDeadlines(deps);
  await processBillingDeadlines(deps);
}
