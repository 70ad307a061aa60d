import type { FastifyInstance } from 'fastify';

// Routes of this feature are built by issue 4 (accounts).
export default async function authRoutes(_app: FastifyInstance) {}
