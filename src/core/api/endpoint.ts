import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP endpoint, declared once (decision 0046): the server registers its route from this
 * (`serve` in src/server/lib/serve-endpoint.ts), the client builds its URL, query key and answer
 * parsing from it (src/client/lib/endpoint-client.ts), and the OpenAPI document is generated from
 * the route the server registered, so the three cannot drift.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's path syntax: ':name' segments are filled from `params`, a final '*' from `params['*']`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer schema per status code. The client parses a success answer with its status's schema. */
  responses: { [status: number]: z.ZodType };
  /** Set on answers that are not JSON (HTML, PDF, CSV, redirects): the client links to them. */
  produces?: string;
  /** The OpenAPI summary; by default made from the declaration's group and name (plugins/openapi.ts). */
  summary?: string;
  /**
   * 'session' when the route answers 401 without a member's session although its path does not say so
   * (/api/account/* needs one, /api/admin/* the admin session, /api/v1/* an API key, by path);
   * 'sign-in' for the sign-ins, which need no credential and answer 401 to wrong ones.
   */
  auth?: 'session' | 'sign-in';
}

/** Declares an endpoint, keeping its literal types (method, path, schemas) for both sides. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type SuccessCode = 200 | 201 | 202 | 204;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

export type ParamsOf<E extends Endpoint> = InputOf<E['params']>;
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
/** What the client reads from a success answer. */
export type AnswerOf<E extends Endpoint> = OutputOf<
  E['responses'][Extract<keyof E['responses'], SuccessCode>]
>;
/** What a server handler may return for a success answer (the serializer checks it). */
export type AnswerInputOf<E extends Endpoint> = InputOf<
  E['responses'][Extract<keyof E['responses'], SuccessCode>]
>;

/** What a call needs: params and body when the endpoint declares them, the query always optional. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E> } : { query?: undefined });

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a call: ':name' segments and a final '*' filled (URI-encoded) and the query appended in the given
 * order. Undefined, null and empty values are left out, so an unset filter is not sent.
 */
export function urlOf(e: Pick<Endpoint, 'path'>, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, QueryValue>;
  const path = e.path.replace(/:(\w+)|\*$/g, (_m, name: string | undefined) => {
    name ??= '*';
    const v = values[name];
    if (v === undefined || v === null || v === '')
      throw new Error(`${e.path}: missing path parameter '${name}'`);
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, QueryValue>))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The schema of the first success status an endpoint declares (what a client parses by default). */
export function successSchema(e: Endpoint, status?: number): z.ZodType | undefined {
  if (status !== undefined && e.responses[status]) return e.responses[status];
  const code = Object.keys(e.responses)
    .map(Number)
    .find((c) => c >= 200 && c < 300);
  return code === undefined ? undefined : e.responses[code];
}
