import type { FastifyInstance } from 'fastify';

// Routes of this feature are built by issue 5 (public site).
export default async function quizRoutes(_app: FastifyInstance) {}
