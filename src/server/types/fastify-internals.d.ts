// Fastify's internal symbols (lib/symbols.js, a CommonJS file the package ships without types). Only
// the ones the server reads are declared; a Fastify upgrade that renames one fails the security tests
// (kReplyHeaders) or one-request-shape.api.test.ts (kRequest, kReply).
declare module 'fastify/lib/symbols.js' {
  const symbols: {
    readonly kReplyHeaders: unique symbol;
    readonly kRequest: unique symbol;
    readonly kReply: unique symbol;
  };
  export default symbols;
}
