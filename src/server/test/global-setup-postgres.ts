import { makePostgresTemplate } from './test-database';

/** Vitest global setup (postgres project): migrate once, each test file clones the template. */
export default function setup() {
  return makePostgresTemplate(process.env.TEST_DATABASE_URL!);
}
