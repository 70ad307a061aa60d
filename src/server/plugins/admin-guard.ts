import type { onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { writeAuditRow } from '../lib/audit-log';
import { noStore, requireAdmin, requireOwner } from './guards';

/** The admin routes anyone may call: the sign-ins, the probe that says whether one is signed in, and an invite's own steps. */
const OPEN = new Set([
  '/api/admin/login',
  '/api/admin/operator-login',
  '/api/admin/session',
  '/api/admin/operators/invite',
  '/api/admin/operators/invite/enrol',
  '/api/admin/operators/invite/accept',
]);
/** Spec paths outside /api/admin whose writes only the operator may call (spec 02 §7: the videos). */
const OPERATOR_WRITES = ['/api/weekly-videos'];
/** What staff may not do: manage operators, issue API keys, turn the shared password off. */
const OWNER_ONLY: Array<{ url: string; methods?: string[] }> = [
  { url: '/api/admin/operators' },
  { url: '/api/admin/operators/:id' },
  { url: '/api/admin/shared-password' },
  { url: '/api/admin/change-password' },
  { url: '/api/admin/registrations/:id/api-keys', methods: ['POST'] },
];

const isRead = (method: string | string[]) => [method].flat().every((m) => m === 'GET' || m === 'HEAD');

function isAdminRoute(url: string, method: string | string[]): boolean {
  if (url.startsWith('/api/admin/')) return true;
  return !isRead(method) && OPERATOR_WRITES.some((p) => url === p || url.startsWith(`${p}/`));
}

function ownerOnly(url: string, method: string | string[]): boolean {
  return OWNER_ONLY.some(
    (o) => o.url === url && (!o.methods || [method].flat().every((m) => o.methods!.includes(m))),
  );
}

/**
 * The one place that guards the back office: every route under /api/admin/ (in whichever feature
 * it lives) and the operator's writes elsewhere get the admin check, at onRequest so a refusal is a 401 before the body is parsed or
 * validated, and no answer of it is ever cached. Owner-only routes refuse staff with 403. Every
 * admin write gets the audit hook (lib/audit-log.ts): one row per successful write.
 * Registered before the features.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!isAdminRoute(route.url, route.method)) return;
      const guard: onRequestHookHandler[] = OPEN.has(route.url)
        ? [noStore]
        : ownerOnly(route.url, route.method)
          ? [noStore, requireAdmin, requireOwner]
          : [noStore, requireAdmin];
      route.onRequest = [...guard, ...[route.onRequest ?? []].flat()];
      if (!isRead(route.method)) {
        const audit: onSendHookHandler[] = [writeAuditRow];
        route.onSend = [...[route.onSend ?? []].flat(), ...audit];
      }
    });
  },
  { name: 'admin-guard' },
);
