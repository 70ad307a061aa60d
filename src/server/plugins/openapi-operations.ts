import type { RouteOptions } from 'fastify';
import { API_GROUPS } from '../../core/api';
import type { Endpoint } from '../../core/api/endpoint';
import { ERROR_STATUS } from '../../core/errors';
import { requireAdmin } from './guards';

/**
 * What the OpenAPI document says of each operation beyond its schemas: an operationId and
 * a summary from the declaration's group and name, the credential it needs, and every error answer
 * it can give, all with the one error shape of plugins/errors.ts.
 */

const WORDS = /([a-z0-9])([A-Z])/g;
const words = (name: string) => name.replace(WORDS, '$1 $2').toLowerCase();
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Naming {
  operationId: string;
  summary: string;
  auth?: Endpoint['auth'];
}

/** `GET /api/x/:id` -> the declaration's id (`group.name`), summary and declared credential. */
export const OPERATION_NAMES: ReadonlyMap<string, Naming> = new Map(
  Object.entries(API_GROUPS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, e]) => [
      `${e.method} ${e.path}`,
      {
        operationId: `${group}.${name}`,
        summary: e.summary ?? `${sentence(words(group))}: ${words(name)}`,
        auth: e.auth,
      },
    ]),
  ),
);

export type Security = Array<Record<string, string[]>>;
export const SECURITY: Record<'apiKey' | 'admin' | 'member' | 'open' | 'signIn', Security> = {
  apiKey: [{ apiKey: [] }],
  admin: [{ adminSession: [] }],
  member: [{ session: [] }],
  /** Anyone; a member's session may change what is answered (delayed or live data). */
  open: [{}, { session: [] }],
  /** The sign-ins: the credentials are in the body. */
  signIn: [{}],
};

const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat() as unknown[];

/** The credential a route needs: the admin guard's hooks, the API-key prefix, member paths, or the declaration. */
export function securityOf(route: RouteOptions, declared: Endpoint['auth']): Security {
  if (hooksOf(route).includes(requireAdmin)) return SECURITY.admin;
  if (route.url.startsWith('/api/v1/')) return SECURITY.apiKey;
  if (route.url.startsWith('/api/account/') || declared === 'session') return SECURITY.member;
  return declared === 'sign-in' ? SECURITY.signIn : SECURITY.open;
}

/** Fastify's final '*' becomes a named parameter: OpenAPI has no nameless path segments. */
export const WILDCARD = 'wildcard';

const ERROR_TEXT: Record<number, string> = {
  400: 'The request does not match the declared parameters or body (`issues` names each field).',
  401: 'The credential is missing, expired or wrong (some public answers also need a sign-in for some values).',
  403: 'Refused: a blocked client address, a staff operator on an owner-only action, or a write while viewing as someone else.',
  404: 'Nothing with that id, token or path.',
  409: 'The write conflicts with the current state (the message says how).',
  413: 'The request body is too large.',
  429: 'Too many requests: wait for the seconds in Retry-After.',
  500: 'An unexpected server error (the message never carries details).',
  503: 'The database is unreachable for a moment: try again after Retry-After.',
};
const responseName = (status: number) => `Error${status}`;

/** The shared error schema and one named response per status, for `components`. */
export function errorComponents() {
  const codes = Object.keys(ERROR_STATUS);
  return {
    schemas: {
      Error: {
        type: 'object' as const,
        required: ['code', 'message'],
        properties: {
          code: { type: 'string' as const, enum: codes },
          message: { type: 'string' as const, description: 'A sentence a person can read.' },
          issues: {
            type: 'array' as const,
            description: 'Per field, for a 400 of validation.',
            items: {
              type: 'object' as const,
              required: ['path', 'message'],
              properties: { path: { type: 'string' as const }, message: { type: 'string' as const } },
            },
          },
        },
      },
    },
    responses: Object.fromEntries(
      Object.entries(ERROR_TEXT).map(([status, description]) => [
        responseName(Number(status)),
        {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    ),
  };
}

interface DocOperation {
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  security?: Security;
  responses?: Record<string, unknown>;
}

/** The error answers an operation can give, from what it takes and which credential it needs. */
export function errorStatusesOf(method: string, op: DocOperation): number[] {
  const input = (op.parameters ?? []).length > 0 || op.requestBody !== undefined;
  const write = method !== 'get' && method !== 'head';
  return [
    ...(input ? [400] : []),
    401,
    403,
    ...(input ? [404] : []),
    ...(write ? [409] : []),
    ...(op.requestBody ? [413] : []),
    429,
    500,
    503,
  ];
}

/** Adds the error answers to every operation of the document (transformObject). */
export function withErrorAnswers<D extends object>(doc: D): D {
  const paths = (doc as { paths?: Record<string, Record<string, DocOperation>> }).paths ?? {};
  for (const ops of Object.values(paths))
    for (const [method, op] of Object.entries(ops)) {
      const responses = (op.responses ??= {});
      for (const status of errorStatusesOf(method, op))
        responses[status] ??= { $ref: `#/components/responses/${responseName(status)}` };
    }
  return doc;
}
