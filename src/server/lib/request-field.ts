import type { FastifyInstance } from 'fastify';

/**
 * Declares `request[name]`, `initial` until a hook sets it, as an accessor on the request prototype.
 * Fastify copies a value decorator onto every new request through one store site that turns
 * megamorphic past four fields, about 280 instructions per field on every request (issue 31); the
 * accessor costs nothing until the field is set, as it is only for a signed-in request.
 */
export function decorateRequestField<T>(app: FastifyInstance, name: string, initial: T): void {
  const key = Symbol(name);
  type Holder = Record<symbol, unknown>;
  app.decorateRequest<unknown>(name, {
    getter(this: unknown) {
      const value = (this as Holder)[key];
      return value === undefined ? initial : value;
    },
    setter(this: unknown, value: unknown) {
      (this as Holder)[key] = value;
    },
  });
}
