import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { noStore, requireAdmin } from './guards';

/** The admin routes anyone may call: the sign-in and the probe that says whether one is signed in. */
const OPEN = new Set(['/api/admin/login', '/api/admin/session']);
/** Spec paths outside /api/admin whose writes only the operator may call (spec 02 §7: the videos). */
const OPERATOR_WRITES = ['/api/weekly-videos'];

function isAdminRoute(url: string, method: string | string[]): boolean {
  if (url.startsWith('/api/admin/')) return true;
  const reads = [method].flat().every((m) => m === 'GET' || m === 'HEAD');
  return !reads && OPERATOR_WRITES.some((p) => url === p || url.startsWith(`${p}/`));
}

/**
 * The one place that guards the back office: every route under /api/admin/ (in whichever feature
 * it lives) and the operator's writes elsewhere get the admin check, at onRequest so a refusal is a 401 before the body is parsed or
 * validated, and no answer of it is ever cached. Registered before the features.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!isAdminRoute(route.url, route.method)) return;
      const guard: onRequestHookHandler[] = OPEN.has(route.url) ? [noStore] : [noStore, requireAdmin];
      route.onRequest = [...guard, ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'admin-guard' },
);
