import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a SQL diff to ./drizzle-out; copy what a feature needs into
// src/server/db/migrations/NNNN_<feature>.sql (see docs/decisions/0002-migrations.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle-out',
});
