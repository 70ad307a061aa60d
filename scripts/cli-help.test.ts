import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// --help must answer without doing the command's work (no build, no server, no watcher).
describe('--help on the repository commands', () => {
  const commands: [string, string[], RegExp][] = [
    ['scripts/start.mjs', [], /^Usage: npm start\n/],
    ['scripts/dev.mjs', [], /^Usage: npm run dev\n/],
    ['scripts/precompress.mjs', [], /^Usage: node scripts\/precompress\.mjs\n/],
    ['scripts/build-game-asset.ts', ['--import', 'tsx'], /^Usage: npx tsx scripts\/build-game-asset\.ts/],
    ['src/server/cli/migrate.ts', ['--import', 'tsx'], /^Usage: npm run migrate\n/],
  ];
  // Starting Node with tsx and a command's imports takes seconds on a busy machine: the test waits as
  // long as the child may run, not vitest's default 5 s.
  const CHILD_TIMEOUT_MS = 20_000;
  for (const [script, flags, usage] of commands) {
    it(
      `${script} --help prints its usage and exits 0`,
      () => {
        const out = execFileSync(process.execPath, [...flags, script, '--help'], {
          encoding: 'utf8',
          timeout: CHILD_TIMEOUT_MS,
        });
        expect(out).toMatch(usage);
      },
      CHILD_TIMEOUT_MS + 5_000,
    );
  }
});
