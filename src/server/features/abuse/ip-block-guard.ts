import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Global onRequest guard refusing blocked IPs with 403; built by issue 8 (back office).
export const ipBlockGuard = fp(async (_app: FastifyInstance) => {});
