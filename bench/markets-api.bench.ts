/**
 * Market JSON answers (DESIGN §7: JSON APIs p99 < 25 ms): latency of the cached answers through the
 * whole Fastify stack (app.inject: routing, session lookup, Zod serialisation, compression off),
 * on an embedded PGlite database with the demo seed. Sequential requests; the figures are per request.
 */
import { createTestApp, signInAs } from '../src/server/test/harness';
import type { BenchResult } from './run';

const ENDPOINTS = [
  '/api/futures',
  '/api/futures-tabs',
  '/api/futures-blotter',
  '/api/signals?market=futures',
  '/api/equities-content/public',
  '/api/performance',
];

export default async function marketsApiBench(): Promise<BenchResult[]> {
  const t = await createTestApp({ seed: true });
  const out: BenchResult[] = [];
  try {
    const { cookie } = await signInAs(t.app, 'premium');
    for (const url of [...ENDPOINTS, '/api/crypto-content']) {
      const headers = url === '/api/crypto-content' || url === '/api/futures' ? { cookie } : {};
      for (let i = 0; i < 20; i++) await t.app.inject({ url, headers }); // warm up and fill the cache
      const times: number[] = [];
      for (let i = 0; i < 300; i++) {
        const s = performance.now();
        const r = await t.app.inject({ url, headers });
        times.push(performance.now() - s);
        if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode}`);
      }
      times.sort((a, b) => a - b);
      out.push({ name: `${url} p50`, value: times[Math.floor(times.length * 0.5)], unit: 'ms' });
      out.push({
        name: `${url} p99`,
        value: times[Math.floor(times.length * 0.99)],
        unit: 'ms',
        target: { max: 25 },
      });
    }
  } finally {
    await t.close();
  }
  return out;
}
