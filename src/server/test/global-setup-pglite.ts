import { makePgliteImage } from './test-database';

/** Vitest global setup (pglite project): migrate once, each test file loads the image. */
export default function setup() {
  return makePgliteImage();
}
