import type { FastifyInstance } from 'fastify';
import Router from 'find-my-way';
import type { HTTPMethod } from 'find-my-way';
import { routesOf } from '../lib/route-table';

/**
 * The methods a path answers to, for 405 Method Not Allowed with its `Allow` header (RFC 9110
 * §15.5.6): a wrong method on a known path is not a 404. Matched by find-my-way, Fastify's own
 * router, over the route table (src/server/lib/route-table.ts), so ':id' and '*' match as they do
 * for the real routes. Built at the first miss, when every route is registered.
 */
export function allowedMethodsLookup(app: FastifyInstance, pages: ReadonlySet<string>) {
  let router: Router.Instance<Router.HTTPVersion.V1> | null = null;
  const methods = new Set<HTTPMethod>();
  const build = () => {
    const r = Router({ ignoreTrailingSlash: app.initialConfig.ignoreTrailingSlash });
    for (const { method, url } of routesOf(app)) {
      methods.add(method as HTTPMethod);
      r.on(method as HTTPMethod, url, () => undefined);
    }
    return r;
  };
  return (url: string): string[] => {
    router ??= build();
    const path = url.split('?')[0];
    const allowed = [...methods].filter((m) => router!.find(m, path) !== null);
    // Pages are served by the not-found handler (static-site.ts), so they are no routes: GET only.
    if (allowed.length === 0 && pages.has(path.length > 1 ? path.replace(/\/$/, '') : path))
      return ['GET', 'HEAD'];
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    return allowed;
  };
}
