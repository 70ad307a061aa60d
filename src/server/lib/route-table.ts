import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered after this call (the onRoute hook reaches the encapsulated
 * feature plugins), so tests can check that each GET route is covered by the access matrix.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) table.push({ method, url: r.url });
  });
}

export function routesOf(app: FastifyInstance): RouteEntry[] {
  return tables.get(app) ?? [];
}
