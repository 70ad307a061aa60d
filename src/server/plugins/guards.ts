import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

/** Route guards. requireAdmin is applied to every /api/admin route by plugins/admin-guard.ts. */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Authentication required');
}

export async function requireAdmin(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.isAdmin) throw new AppError('UNAUTHORIZED', 'Admin authentication required');
}

/** Signed-in, premium and admin answers must never be cached by a browser or proxy (DESIGN §3). */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}
