// Builds the client when dist/ is missing or older than its sources. Used by `npm start` and the e2e setup.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/client/.build-stamp';
const SOURCES = [
  'src/client',
  'src/core',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.mjs',
];

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

const LOCK = 'dist/.build-lock';

/** Two builds at once (two test runs) would corrupt dist/: a lock folder serialises them. */
function withBuildLock(fn) {
  mkdirSync('dist', { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() > deadline) rmSync(LOCK, { recursive: true, force: true });
      else execSync('sleep 0.5');
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export function buildClientIfNeeded({ force = false } = {}) {
  if (!force && clientBuildIsFresh()) return false;
  return withBuildLock(() => {
    if (!force && clientBuildIsFresh()) return false;
    console.log('Building the client (vite build + precompression)...');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
    execSync('node scripts/prerender.mjs', { stdio: 'inherit' });
    execSync('node scripts/precompress.mjs', { stdio: 'inherit' });
    writeFileSync(STAMP, new Date().toISOString());
    return true;
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildClientIfNeeded({ force: process.argv.includes('--force') });
