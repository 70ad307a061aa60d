import type { FastifyInstance } from 'fastify';

// Routes of this feature are built by issue 7 (simulator).
export default async function tradingGameRoutes(_app: FastifyInstance) {}
