import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics } from 'prom-client';
import { httpDuration, metricsRegistry, setMetricsDatabase } from './registry';
import { startMetricsServer } from './server';

let defaultsOn = false;

/**
 * With METRICS_PORT set (docs/operations.md): times every answer by route pattern and status, adds
 * Node's process figures, and serves /metrics on that port from the moment the app is ready, before
 * the server says it serves. A cluster's workers do not listen on it: the primary answers for all of
 * them (cluster.ts). Without METRICS_PORT the plugin adds nothing, not even the timing hook.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { METRICS_PORT, HOST } = app.deps.config;
    if (METRICS_PORT === undefined) return;
    if (!defaultsOn) collectDefaultMetrics({ register: metricsRegistry });
    defaultsOn = true;
    setMetricsDatabase(app.deps.database);
    app.addHook('onResponse', async (req, reply) => {
      httpDuration.observe(
        { method: req.method, route: req.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
    if (cluster.isWorker) {
      // A worker answers its primary's requests for its figures; prom-client listens for them once an
      // AggregatorRegistry exists in the process.
      new AggregatorRegistry();
      return;
    }
    let close: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      const server = await startMetricsServer(() => metricsRegistry.metrics(), METRICS_PORT, HOST);
      close = server.close;
      app.deps.log.info(`Metrics on http://${HOST}:${server.port}/metrics`);
    });
    app.addHook('onClose', async () => {
      await close?.();
      setMetricsDatabase(null);
    });
  },
  { name: 'metrics' },
);
