import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsApi } from '../../core/api/docs';
import { serve } from '../lib/serve-endpoint';
import { SESSION_COOKIE } from '../sessions/user-sessions';
import { hostCookieName } from './cookies';
import { renderApiDocsPage } from './openapi-page';

/** The tag of a route: its first path segment after /api (v1, admin, account, ...). */
export function tagOf(url: string): string {
  const seg = url.split('/')[2] ?? 'api';
  return seg.replace(/[:{].*/, '') || 'api';
}

/**
 * OpenAPI 3 for every /api route (decision 0024): @fastify/swagger collects the routes as they are
 * registered, fastify-type-provider-zod turns their Zod schemas into JSON Schema, so the document
 * cannot drift from the validators. Served at /api/docs/json, readable at /api/docs (a page
 * rendered here from the same document: no scripts, so it works offline under the site's CSP).
 * Register before the features so every route is seen.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'TrendLab API',
        version: '1',
        description:
          "The site's JSON API. Programs use /api/v1 with `Authorization: Bearer <key>` (keys are issued by the operator on an " +
          'Institution account); the other routes serve the web client with a session cookie.',
      },
      servers: [{ url: app.deps.config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key issued by the operator (tl_live_...)',
          },
          session: { type: 'apiKey', in: 'cookie', name: hostCookieName(app.deps.config, SESSION_COOKIE) },
        },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      const tag = tagOf(input.url);
      const security = tag === 'v1' ? [{ apiKey: [] }] : undefined;
      return { ...out, schema: { ...out.schema, tags: [tag], ...(security ? { security } : {}) } };
    },
  });

  let page: string | null = null;
  // Declared like every route (decision 0046), but left out of the document they serve.
  const hidden = { schema: { hide: true } };
  serve(
    app,
    docsApi.document,
    async (_req, reply) => reply.header('Cache-Control', 'no-cache').send(app.swagger()),
    hidden,
  );
  serve(
    app,
    docsApi.page,
    async (_req, reply) => {
      page ??= renderApiDocsPage(app.swagger() as unknown as OpenApiDoc);
      return reply
        .asDocument()
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    },
    hidden,
  );
});

export interface OpenApiDoc {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    schema?: unknown;
    description?: string;
  }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
