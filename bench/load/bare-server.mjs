// The reference in `npm run bench -- api-load`: a bare Fastify that answers each path with the
// bytes the real server sent for it (same body, content type and encoding), and nothing else.
// With a third argument `with-headers` (BENCH_BARE_HEADERS) it also sends every header the app sent.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const withHeaders = process.argv[4] === 'with-headers';
const app = Fastify({ logger: false });
for (const r of routes) {
  const body = Buffer.from(r.body, 'base64');
  app.get(r.path, (_req, reply) => {
    if (withHeaders) return reply.headers(r.headers).send(body);
    if (r.contentEncoding) reply.header('content-encoding', r.contentEncoding);
    reply.type(r.contentType).send(body);
  });
}
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => process.exit(0)); // lets --cpu-prof write its profile
