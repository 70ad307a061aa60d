import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../../core/errors';

// Synchronous hooks (done callbacks): they run on every request of their routes, a promise each
// would only add work (decision 0020).

/** Route guards. requireAdmin is applied to every /api/admin route by plugins/admin-guard.ts. */
export function requireUser(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(req.user ? undefined : new AppError('UNAUTHORIZED', 'Authentication required'));
}

export function requireAdmin(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(req.isAdmin ? undefined : new AppError('UNAUTHORIZED', 'Admin authentication required'));
}

/** Owner-only admin routes: staff operators get 403. Applied by plugins/admin-guard.ts after requireAdmin. */
export function requireOwner(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(
    req.adminOperator?.role === 'owner'
      ? undefined
      : new AppError(
          'FORBIDDEN',
          'Only an owner can do this: staff cannot manage operators or issue API keys',
        ),
  );
}

/** Signed-in, premium and admin answers must never be cached by a browser or proxy (DESIGN §3). */
export function noStore(_req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('cache-control', 'no-store');
  done();
}
