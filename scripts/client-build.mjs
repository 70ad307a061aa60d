// Builds the client when dist/ is missing or older than its sources. Used by `npm start` and the e2e setup.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/client/.build-stamp';
const SOURCES = ['src/client', 'src/core', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientBuildIsFresh() {
  if (!existsSync(STAMP)) return false;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.every((s) => newestMtime(s) <= built);
}

export function buildClientIfNeeded({ force = false } = {}) {
  if (!force && clientBuildIsFresh()) return false;
  console.log('Building the client (vite build + precompression)...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  execSync('node scripts/precompress.mjs', { stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildClientIfNeeded({ force: process.argv.includes('--force') });
