import type { FastifyInstance } from 'fastify';

// Routes of this feature are built by issue 8 (back office).
export default async function abuseRoutes(_app: FastifyInstance) {}
