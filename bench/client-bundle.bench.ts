import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './run';

const gzippedSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/** DESIGN §7: the landing route's JavaScript under 150 KB gzipped (entry chunk + its static imports + landing chunk). */
export default async function clientBundle(): Promise<BenchResult[]> {
  const { buildClientIfNeeded } = await import('../scripts/client-build.mjs');
  buildClientIfNeeded();
  const assets = 'dist/client/assets';
  const html = readFileSync('dist/client/index.html', 'utf8');
  const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('no entry script in dist/client/index.html');
  const files = new Set<string>([entry]);
  const queue = [entry];
  // The entry is a small loader whose dynamic import is the app itself (src/client/main.tsx): counted.
  for (const m of readFileSync(join(assets, entry), 'utf8').matchAll(
    /import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g,
  )) {
    files.add(m[1]);
    queue.push(m[1]);
  }
  const landing = readdirSync(assets).find((f) => /^landing-.*\.js$/.test(f));
  if (landing) {
    queue.push(landing);
    files.add(landing);
  }
  // Follow static imports (`from"./x.js"` / `import"./x.js"`), not dynamic ones.
  while (queue.length) {
    const code = readFileSync(join(assets, queue.pop() as string), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
      if (!files.has(m[1])) {
        files.add(m[1]);
        queue.push(m[1]);
      }
    }
  }
  let gz = 0;
  let raw = 0;
  for (const f of files) {
    const data = readFileSync(join(assets, f));
    raw += statSync(join(assets, f)).size;
    gz += gzippedSize(data);
  }
  // Beside the budget's count, every script the prerendered landing fetches before it hydrates: the
  // entry, the chunks its page lists (scripts/prerender.mjs), so Zod and the lazy sections too.
  const page = readFileSync('dist/client/pages/landing.html', 'utf8');
  const listed =
    page
      .match(/name="app-chunks" content="([^"]*)"/)?.[1]
      .split(' ')
      .filter(Boolean) ?? [];
  const fetched = new Set([`assets/${entry}`, ...listed]);
  let fetchedGz = 0;
  for (const f of fetched) fetchedGz += gzippedSize(readFileSync(join('dist/client', f)));
  return [
    {
      name: `landing route JS gzipped (${files.size} files)`,
      value: gz / 1024,
      unit: 'KB',
      target: { max: 150 },
    },
    { name: 'landing route JS raw', value: raw / 1024, unit: 'KB' },
    {
      name: `landing page scripts before hydrating, gzipped (${fetched.size} files)`,
      value: fetchedGz / 1024,
      unit: 'KB',
    },
  ];
}
