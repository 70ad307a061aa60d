import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Server tests get generous limits: many start a whole app on a database of their own, and the
// shared machine's speed drifts. Pure code (core, client, scripts) keeps Vitest's defaults (5 s a
// test, 10 s a hook), so a unit test that slows down fails instead of hiding.
// isolate: false runs a worker's files in one module graph: the app is imported once per worker
// instead of once per file (measured on 15 API files: 42 s and 60 CPU-s isolated, 25 s and 34 CPU-s
// shared). Each file still builds its own app on its own database; the server keeps no process
// state that one app could leak into the next (server caches are keyed per app or per database).
const common = { testTimeout: 60_000, hookTimeout: 90_000, environment: 'node' as const, isolate: false };
const UNIT = ['src/core/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'];
// Starts the real server (build, migrations, SIGTERM): a server test, with the server's limits.
const STARTUP = 'scripts/startup.test.ts';

// The server's tests run on embedded PGlite. When TEST_DATABASE_URL is set the API tests
// (*.api.test.ts) run a second time against that PostgreSQL server.
const projects = [
  {
    resolve: { alias },
    test: { name: 'unit', include: UNIT, exclude: [STARTUP], environment: 'node' as const },
  },
  {
    // Client components rendered with Testing Library in jsdom: what a person sees and does.
    resolve: { alias },
    test: {
      name: 'components',
      include: ['src/client/**/*.test.tsx'],
      // Room for a test's waits (setup-dom.ts: up to 5 s each) on a busy machine.
      testTimeout: 20_000,
      environment: 'jsdom' as const,
      // Node's own Web Storage global would shadow jsdom's localStorage and sessionStorage.
      execArgv: ['--no-webstorage'],
      setupFiles: ['src/client/test/setup-dom.ts'],
    },
  },
  {
    resolve: { alias },
    test: {
      ...common,
      name: 'pglite',
      include: ['src/server/**/*.test.ts', STARTUP],
      env: { TEST_DB: 'pglite' },
      // One migrated PGlite image for the run; each test file's database starts from it.
      globalSetup: ['src/server/test/global-setup-pglite.ts'],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      ...common,
      name: 'postgres',
      include: ['src/**/*.api.test.ts'],
      env: { TEST_DB: 'postgres' },
      // One migrated template database; each test file's database is a copy of it.
      globalSetup: ['src/server/test/global-setup-postgres.ts'],
    },
  });
}

// Vitest's default is cores - 1 files at a time: one on the 2-core machine. Two at a time is faster
// there, measured in CI beside the game's browser tests: 1,017 s with two, over 1,040 s (still
// running) with one. Each file has its own database, ports and Redis. VITEST_MAX_WORKERS changes it.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1);

export default defineConfig({ test: { projects, maxWorkers } });
