import type { FastifyInstance } from 'fastify';
import fastifySymbols from 'fastify/lib/symbols.js';

const { kRequest, kReply } = fastifySymbols;
type Classes = Record<typeof kRequest | typeof kReply, unknown>;

/**
 * Every request and reply of the app are made by the same two classes (issue 31, decision 0067).
 * Fastify gives each encapsulated plugin its own subclass of Request and Reply, so the global hooks
 * (security, sessions, the IP guard) and Fastify's own request path saw as many object shapes as
 * there are feature plugins: past four, V8 looks every property up in its megamorphic cache, and
 * inlines nothing there. The subclasses only matter to a plugin that decorates requests for its own
 * routes; this app declares its request fields once, for every route (request-fields.ts).
 * Call before registering any plugin.
 */
export function oneRequestShape(app: FastifyInstance): void {
  app.addHook('onRegister', function (this: FastifyInstance, instance) {
    const parent = this as unknown as Classes;
    const child = instance as unknown as Classes;
    child[kRequest] = parent[kRequest];
    child[kReply] = parent[kReply];
  });
}
