import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJobs } from './runner';
import { jobTable } from './table';
import type { FeatureJobs } from './table';

/**
 * Starts the job table once the app is ready, when SCHEDULER=on (the one place jobs start), and
 * stops it on close. Registered after the features and the markets plugin the jobs call; what the features run
 * comes as the plugin's options (app.ts).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, features: FeatureJobs) => {
    if (app.deps.config.SCHEDULER !== 'on') return;
    let jobs: { stop(): Promise<void> } | null = null;
    app.addHook('onReady', async () => {
      jobs = startJobs(jobTable(app, features), app.deps);
    });
    app.addHook('onClose', async () => jobs?.stop());
  },
  { name: 'jobs' },
);
