import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  /** The response schemas it was registered with (the same object as its declaration's, via serve()). */
  responses?: unknown;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered after this call (the onRoute hook reaches the encapsulated
 * feature plugins), so tests can check that each GET route is covered by the access matrix and
 * that each /api route is registered from its declaration in src/core/api.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (r) => {
    const responses = (r.schema as { response?: unknown } | undefined)?.response;
    for (const method of [r.method].flat()) table.push({ method, url: r.url, responses });
  });
}

export function routesOf(app: FastifyInstance): RouteEntry[] {
  return tables.get(app) ?? [];
}
