import { createServer } from 'node:http';
import { metricsRegistry } from './registry';

/**
 * The metrics endpoint: GET /metrics in Prometheus text on its own port, apart from the site's, so it
 * is never public; everything else 404. `read` gives the text (this process's, or a cluster's).
 */
export async function startMetricsServer(
  read: () => Promise<string>,
  port: number,
  host: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err.message}\n`),
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
