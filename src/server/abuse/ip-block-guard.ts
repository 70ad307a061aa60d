import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isScannerProbe } from '../../core/abuse/scanner-paths';
import { AppError } from '../../core/errors';
import { ADMIN_COOKIE, isAdminSession } from '../sessions/admin-sessions';
import { BLOCKED_MESSAGE, blockedPage } from './blocked-page';
import { ipStatus, ipStatusNow } from './ip-status';
import { createScanDetector, recordScannerProbe } from './scan-detector';

/**
 * A request for something that does not exist: a 404, or a file-like path (/.env, /wp-login.php)
 * that no route matched and that the single-page fallback answered with index.html.
 */
function isMissingPath(path: string, status: number, routeMatched: boolean): boolean {
  if (status === 404) return true;
  if (routeMatched) return false;
  const last = path.split('/').pop() ?? '';
  return last.includes('.') && !last.endsWith('.html');
}

/**
 * Global: refuses blocked IPs with 403 on every route (whitelisted IPs never), and feeds the
 * path-scanning detector with every 404 (and any scanner-only path, see core/abuse/scanner-paths). A valid admin session passes, so the operator can
 * always undo a Block that hit their own address.
 */
export const ipBlockGuard = fp(async (app: FastifyInstance) => {
  const { db } = app.deps;
  /** Whether this request comes from a blocked address (not whitelisted, no admin session). */
  async function isRefused(req: FastifyRequest): Promise<boolean> {
    const status = await ipStatus(db, req.ip);
    if (!status.blocked || status.whitelisted) return false;
    // req.isAdmin is resolved for /api/ paths only; pages and assets check the cookie here.
    const token = req.cookies[ADMIN_COOKIE];
    const admin = req.isAdmin || (token ? await isAdminSession(db, token, app.deps.clock.now()) : false);
    return !admin;
  }
  // An address neither blocked nor whitelisted (nearly every request) passes without a promise.
  // A refused API call gets the JSON error; anything else the 'Access blocked' page.
  app.addHook('onRequest', (req, reply, done) => {
    const status = ipStatusNow(db, req.ip);
    if (status && !status.blocked) return done();
    isRefused(req).then((refused) => {
      if (!refused) return done();
      if (req.url.startsWith('/api/')) return done(new AppError('FORBIDDEN', BLOCKED_MESSAGE));
      void reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(blockedPage(app.deps.config.OPERATOR_EMAIL));
    }, done);
  });

  const onNotFound = createScanDetector(app.deps);
  async function recordProbe(req: FastifyRequest, path: string, probe: boolean): Promise<void> {
    const status = await ipStatus(db, req.ip);
    if (status.whitelisted) return;
    if (probe) recordScannerProbe(app.deps, req.ip, path);
    else onNotFound(req.ip, path);
  }
  // When the answer is sent, not after it: an onResponse hook makes Fastify attach two listeners to
  // every response (decision 0067). The probe is recorded on the side; the answer does not wait.
  app.addHook('onSend', (req, reply, payload, done) => {
    // Nearly every answer: an API route that answered. It runs on every request, so it builds nothing.
    const api = req.url.startsWith('/api/');
    if (api && reply.statusCode !== 404) return done(null, payload);
    const path = req.url.split('?')[0];
    // A scanner-only path counts whatever answered it (404, or the page shell for an extension-less path).
    const probe = !api && isScannerProbe(path);
    if (probe || isMissingPath(path, reply.statusCode, !req.is404))
      recordProbe(req, path, probe).catch((err: unknown) => req.log.warn({ err }, 'scan detector failed'));
    done(null, payload);
  });
});
