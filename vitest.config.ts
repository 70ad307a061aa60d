import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Generous limits: some tests start a whole app of their own, and the shared machine's speed drifts.
const common = { testTimeout: 60_000, hookTimeout: 90_000, environment: 'node' as const };

// Every test runs on embedded PGlite. When TEST_DATABASE_URL is set the API tests
// (*.api.test.ts) run a second time against that PostgreSQL server.
const projects = [
  {
    resolve: { alias },
    test: {
      ...common,
      name: 'pglite',
      include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
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

export default defineConfig({ test: { projects } });
