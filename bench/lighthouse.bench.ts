/**
 * Issue 14: Lighthouse, mobile preset (its default: simulated slow 4G and 4x CPU slowdown), on the
 * prerendered public pages served by the production server in its own process. Landing: median of
 * 5 runs, performance >= 95, accessibility 100, LCP < 2 s; the other public pages >= 90.
 *
 * Builds nothing: run `npm run build` first. CHROME_PATH (default /usr/bin/chromium) picks the
 * browser; LIGHTHOUSE_RUNS (default 5) the landing runs; LIGHTHOUSE_OTHER_RUNS (default 1) the others.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startAppServer, stop, waitUntilUp } from './load/processes';
import type { BenchResult } from './run';

const num = (v: string | undefined, d: number) => (v ? Number(v) : d);
const LANDING_RUNS = num(process.env.LIGHTHOUSE_RUNS, 5);
const OTHER_RUNS = num(process.env.LIGHTHOUSE_OTHER_RUNS, 1);
const OTHERS = ['/signals', '/quiz', '/register', '/login', '/newsletter', '/contact'];

interface Run {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  failedAudits: string[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function audit(url: string, port: number): Promise<Run | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`${url}: no Lighthouse result`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not measure (NO_FCP, NO_NAVSTART on a busy machine) is named and
  // taken again, not scored 0 or counted as a NaN time.
  if (runtimeError) {
    console.log(`${url}: Lighthouse runtime error ${runtimeError.code}: ${runtimeError.message}`);
    return null;
  }
  const a11yIds = new Set(categories.accessibility.auditRefs.map((r) => r.id));
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    fcp: audits['first-contentful-paint'].numericValue ?? NaN,
    failedAudits: Object.values(audits)
      .filter((x) => a11yIds.has(x.id) && x.score !== null && x.score < 1)
      .map((x) => x.id),
  };
}

export default async function lighthouseBench(): Promise<BenchResult[]> {
  if (!existsSync('dist/client/pages/landing.html'))
    throw new Error('no prerendered build in dist/client: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'trendlab-lighthouse-'));
  const port = await freePort();
  const app = startAppServer({ PORT: String(port), DATA_DIR: dir, SCHEDULER: 'off' });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const rows: Array<{ path: string; runs: Run[] }> = [];
  const load = loadavg()[0];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/api/testimonials`, app, 300_000); // seeding is slow on a busy machine
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    await audit(`${base}/`, chrome.port); // warm-up: server caches, compiled code; not counted
    for (const path of ['/', ...OTHERS]) {
      const runs: Run[] = [];
      const wanted = path === '/' ? LANDING_RUNS : OTHER_RUNS;
      for (let tries = 0; runs.length < wanted && tries < wanted + 3; tries++) {
        const run = await audit(base + path, chrome.port);
        if (run) runs.push(run);
      }
      if (runs.length === 0) throw new Error(`${path}: Lighthouse could not measure a single run`);
      rows.push({ path, runs });
    }
  } finally {
    await chrome?.kill();
    await stop(app);
    rmSync(dir, { recursive: true, force: true });
  }
  const loadAfter = loadavg()[0];
  console.log(`\nLighthouse ${LANDING_RUNS}x landing, ${OTHER_RUNS}x others, mobile preset, medians`);
  console.log(`load average (1 min) ${load.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`);
  console.log('| page | performance | accessibility | LCP | FCP | failed a11y audits |');
  console.log('|---|---|---|---|---|---|');
  const results: BenchResult[] = [];
  for (const { path, runs } of rows) {
    const perf = median(runs.map((r) => r.performance));
    const a11y = median(runs.map((r) => r.accessibility));
    const lcp = median(runs.map((r) => r.lcp));
    const fcp = median(runs.map((r) => r.fcp));
    const failed = [...new Set(runs.flatMap((r) => r.failedAudits))].join(', ') || '-';
    console.log(
      `| \`${path}\` | ${perf} | ${a11y} | ${(lcp / 1000).toFixed(2)} s | ${(fcp / 1000).toFixed(2)} s | ${failed} |`,
    );
    const landing = path === '/';
    results.push(
      { name: `${path} performance`, value: perf, unit: 'score', target: { min: landing ? 95 : 90 } },
      { name: `${path} accessibility`, value: a11y, unit: 'score', target: { min: landing ? 100 : 90 } },
      { name: `${path} LCP`, value: lcp, unit: 'ms', ...(landing ? { target: { max: 2000 } } : {}) },
      { name: `${path} FCP`, value: fcp, unit: 'ms' },
    );
  }
  return results;
}
