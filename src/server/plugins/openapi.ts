import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsApi } from '../../core/api/docs';
import { serve } from '../lib/serve-endpoint';
import { ADMIN_COOKIE } from '../sessions/admin-sessions';
import { SESSION_COOKIE } from '../sessions/user-sessions';
import { hostCookieName } from '../lib/host-cookies';
import { renderApiDocsPage } from './openapi-page';
import type { OpenApiDoc } from './openapi-page';
import {
  errorComponents,
  OPERATION_NAMES,
  securityOf,
  WILDCARD,
  withErrorAnswers,
} from './openapi-operations';

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
      openapi: '3.1.0',
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
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: hostCookieName(app.deps.config, SESSION_COOKIE),
            description: "A member's session, set by the sign-in (POST /api/login, then the mailed code).",
          },
          adminSession: {
            type: 'apiKey',
            in: 'cookie',
            name: hostCookieName(app.deps.config, ADMIN_COOKIE),
            description: "An operator's session, set by POST /api/admin/login or the named operator sign-in.",
          },
        },
        ...errorComponents(),
      },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0];
      const naming = OPERATION_NAMES.get(`${method} ${input.url}`);
      const schema = {
        ...out.schema,
        tags: [tagOf(input.url)],
        security: securityOf(input.route, naming?.auth),
        ...(naming ? { operationId: naming.operationId, summary: naming.summary } : {}),
      };
      return input.url.endsWith('*') ? namedWildcard(schema, input.url) : { schema, url: out.url };
    },
    transformObject: (doc) =>
      withErrorAnswers('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
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

/** '/api/chart/*' -> '/api/chart/:wildcard', its parameter renamed to match. */
function namedWildcard(schema: { params?: unknown }, url: string) {
  const params = schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': rest, ...others } = params?.properties ?? {};
  const described = { ...(rest as object), description: 'The rest of the path (may contain slashes).' };
  return {
    schema: {
      ...schema,
      params: { ...params, properties: { ...others, [WILDCARD]: described }, required: [WILDCARD] },
    },
    url: `${url.slice(0, -1)}:${WILDCARD}`,
  };
}
