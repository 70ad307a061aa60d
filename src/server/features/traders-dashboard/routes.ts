import type { FastifyInstance } from 'fastify';

// Routes of this feature are built by issue 6 (markets pages).
export default async function tradersDashboardRoutes(_app: FastifyInstance) {}
