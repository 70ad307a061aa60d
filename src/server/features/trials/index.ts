import type { FastifyInstance } from 'fastify';
import { processAccessDeadlines } from './access-service';
import trialAdminRoutes from './admin-routes';
import trialRoutes from './routes';

/** Trials and granted access (docs/features/trials.md): member routes, operator routes behind the admin guard. */
export default async function trialsFeature(app: FastifyInstance) {
  await app.register(trialRoutes);
  await app.register(trialAdminRoutes);
}

/** Ends access at its end date and sends reminders; every minute while SCHEDULER=on. */
export function startAccessJob(app: FastifyInstance): () => void {
  const run = () =>
    void processAccessDeadlines(app.deps).catch((err) =>
      app.deps.log.error({ err }, 'access deadlines job failed'),
    );
  const timer = setInterval(run, 60_000);
  run();
  return () => clearInterval(timer);
}
