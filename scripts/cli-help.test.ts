import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// --help must answer without doing the command's work (no build, no server, no watcher).
describe('--help on the repository commands', () => {
  for (const script of ['scripts/start.mjs', 'scripts/dev.mjs']) {
    it(`${script} --help prints its usage and exits 0`, () => {
      const out = execFileSync(process.execPath, [script, '--help'], { encoding: 'utf8', timeout: 20_000 });
      expect(out).toMatch(/^Usage: npm (start|run dev)\n/);
    });
  }
});
