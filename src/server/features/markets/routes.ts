import type { FastifyInstance } from 'fastify';

// Routes of this feature are built by issue 3 (market data and signal engine).
export default async function marketsRoutes(_app: FastifyInstance) {}
