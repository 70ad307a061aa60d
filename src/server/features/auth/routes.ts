import type { FastifyInstance } from 'fastify';
import sessionRoutes from './session-routes';

// Registration, sign-in, code step, password reset, profile and settings: issue 4 (accounts).
export default async function authRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
}
