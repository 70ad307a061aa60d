import type { FastifyInstance } from 'fastify';
import { FEATURE_SEEDS } from '../../features';

/** Demo content for a fresh site. Every seed inserts only what is missing, so it is safe at each start. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  for (const seed of FEATURE_SEEDS) await seed(app.deps, app);
}
