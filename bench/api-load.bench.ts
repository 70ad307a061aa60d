/**
 * DESIGN §7: JSON APIs p99 < 25 ms at 200 concurrent connections on 2 cores. A real server (the whole
 * app on embedded PGlite with the demo seed) listens on loopback; autocannon drives 200 connections at
 * each endpoint for a few seconds. Client and server share the machine, so the figures are pessimistic.
 */
import autocannon from 'autocannon';
import { createTestApp, signInAs } from '../src/server/test/harness';
import type { BenchResult } from './run';

const PUBLIC = ['/api/health', '/api/signals?market=futures&limit=10', '/api/performance', '/api/futures', '/api/equities-content/public'];
const SIGNED_IN = ['/api/auth/user', '/api/crypto-content', '/api/traders-dashboard'];

interface Run {
  latency: { p99: number; p50: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}

function load(url: string, headers: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 200, duration: 4, headers }, (err: Error | null, result: Run) => (err ? reject(err) : resolve(result)));
  });
}

export default async function apiLoad(): Promise<BenchResult[]> {
  const t = await createTestApp({ seed: true });
  const out: BenchResult[] = [];
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signInAs(t.app, 'premium');
    for (const path of [...PUBLIC, ...SIGNED_IN]) {
      const headers: Record<string, string> = SIGNED_IN.includes(path) ? { cookie } : {};
      await load(`${address}${path}`, headers); // warm-up: caches, JIT
      const r = await load(`${address}${path}`, headers);
      if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
      out.push({ name: `${path} p99 @200 conns (${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms)`, value: r.latency.p99, unit: 'ms', target: { max: 25 } });
    }
  } finally {
    await t.close();
  }
  return out;
}
