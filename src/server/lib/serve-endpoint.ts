import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AnswerInputOf, Endpoint } from '../../core/api/endpoint';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler of `E` sees: params, query and body already validated by E's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/** Returns the success answer (checked by E's response schema), or the reply it has already sent. */
export type EndpointHandler<E extends Endpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerInputOf<E> | FastifyReply> | AnswerInputOf<E> | FastifyReply;

/** Route options other than what the declaration owns (rate-limit config, hooks, log level). */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: { hide?: boolean };
  /**
   * The handler answers with prepared bytes (lib/answer-cache `sendJson`/`sendAnswer`), which keep
   * their own compressed copies: the route skips @fastify/compress's per-request hooks.
   */
  prepared?: boolean;
};

/**
 * Registers the route of a declared endpoint (decision 0046): method, path and every schema come
 * from the declaration in src/core/api, so the validator, the serializer, the OpenAPI document and
 * the client's fetcher share one source.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const { schema: extra, prepared, ...rest } = options;
  app.withTypeProvider<ZodTypeProvider>().route({
    // A GET has no body to decompress; a prepared answer is compressed once, not per request.
    ...(e.method === 'GET' ? { decompress: false as const } : {}),
    ...(prepared ? { compress: false as const } : {}),
    ...rest,
    method: e.method,
    url: e.path,
    schema: {
      ...extra,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: e.responses,
      ...(e.produces ? { produces: [e.produces] } : {}),
    },
    handler: handler as never,
  });
}
