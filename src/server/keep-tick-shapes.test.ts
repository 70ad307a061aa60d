import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCES_ARGV } from './test/server-process';

/**
 * Loaded into the server with --import: on SIGUSR2 it collects all garbage while no tick is queued
 * (what frees shapes nothing uses), queues fresh ticks, then prints V8's view of `process.nextTick`
 * with its feedback (V8's %DebugPrint, allowed by --allow-natives-syntax).
 */
const PROBE = `
const debugPrint = new Function('f', '%DebugPrint(f)');
process.on('SIGUSR2', () => {
  globalThis.gc();
  globalThis.gc();
  setTimeout(() => {
    for (let i = 0; i < 1000; i++) process.nextTick(() => {});
    setTimeout(() => debugPrint(process.nextTick), 20);
  }, 10);
});`;

/** The state of each object-literal property definition in nextTick's feedback, from V8's print. */
function literalFeedback(printed: string): string[] {
  return [...printed.matchAll(/slot #\d+ DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]);
}

async function poll(done: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 50)); // polling a file
}

describe('the server keeps the shapes of nextTick objects (decision 0063)', { timeout: 120_000 }, () => {
  let child: ChildProcess | undefined;
  let dir: string;
  let output: () => string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tick-shapes-'));
    // V8 prints through C's stdio: most of a long print is lost in the pipe Node gives a child, a file gets it whole.
    const file = join(dir, 'stdout.txt');
    output = () => readFileSync(file, 'utf8');
    const argv = [
      '--expose-gc',
      '--allow-natives-syntax',
      '--import',
      `data:text/javascript,${encodeURIComponent(PROBE)}`,
    ];
    // The production start, demo seed included (its collections are what freed the shapes), on PGlite.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SCHEDULER: 'off',
      SEED_DEMO: 'on',
    };
    delete env.DATABASE_URL; // whatever the shell has
    const fd = openSync(file, 'w');
    child = spawn(process.execPath, [...argv, ...SOURCES_ARGV], { env, stdio: ['ignore', fd, 'inherit'] });
    closeSync(fd); // the child has its own copy
    await poll(() => output().includes('Serving on'), 100_000);
  }, 110_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('builds tick objects in optimised code after answering and after full garbage collections', async () => {
    const port = /Serving on http:\/\/localhost:(\d+)/.exec(output())?.[1];
    expect(port).toBeDefined();
    for (let i = 0; i < 300; i++)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    child!.kill('SIGUSR2');
    await poll(() => literalFeedback(output()).length >= 5, 30_000);
    // Five properties: async id, trigger id, context frame, callback, args. One shape each, so
    // optimised code builds the object inline; MEGAMORPHIC sends every tick through V8's runtime.
    expect(literalFeedback(output())).toEqual(Array(5).fill('MONOMORPHIC'));
  });
});
