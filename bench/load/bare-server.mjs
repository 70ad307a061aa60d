// The reference in `npm run bench -- api-load`: a bare Fastify that answers each path with the
// bytes the real server sent for it (same body, content type and encoding), and nothing else.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const r of routes) {
  const body = Buffer.from(r.body, 'base64');
  app.get(r.path, (_req, reply) => {
    if (r.contentEncoding) reply.header('content-encoding', r.contentEncoding);
    reply.type(r.contentType).send(body);
  });
}
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => process.exit(0)); // lets --cpu-prof write its profile
