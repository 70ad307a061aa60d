import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../app';
import { loadConfig } from '../config';
import { logDestination } from './log-format';

/** A stdout stand-in that collects what is written, a terminal or not. */
function stdoutLike(isTTY: boolean) {
  let text = '';
  const stream = Object.assign(
    new Writable({
      write(chunk, _enc, done) {
        text += String(chunk);
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => text };
}

function logOnce(env: Record<string, string>, isTTY: boolean) {
  const out = stdoutLike(isTTY);
  const config = loadConfig({ NODE_ENV: 'production', ...env });
  createLogger(config, logDestination(config, out.stream)).info(
    { userId: 7 },
    'Serving on http://localhost:5000',
  );
  return out.text();
}

describe('log lines', () => {
  it('are pretty, one readable line each, on a terminal', () => {
    const text = logOnce({}, true);
    expect(text).not.toMatch(/^\{/);
    // ANSI colours aside: time, level, message and fields on one line.
    const plain = stripVTControlCharacters(text);
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Serving on http:\/\/localhost:5000 \{"userId":7\}\n$/);
  });

  it('are JSON when stdout is not a terminal, or when LOG_FORMAT=json', () => {
    for (const [env, tty] of [
      [{}, false],
      [{ LOG_FORMAT: 'json' }, true],
    ] as const) {
      const line = JSON.parse(logOnce(env, tty)) as Record<string, unknown>;
      expect(line).toMatchObject({ level: 30, msg: 'Serving on http://localhost:5000', userId: 7 });
    }
  });

  it('LOG_FORMAT=pretty gives pretty lines into a pipe too', () => {
    expect(logOnce({ LOG_FORMAT: 'pretty' }, false)).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Serving on/);
  });
});

/** The real server on a fresh data folder until it serves; `viaTerminal` runs it under a pseudo-terminal. */
function serverOutput(viaTerminal: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'trendlab-logs-'));
  const node = `${process.execPath} --import tsx src/server/main.ts`;
  const [cmd, args] = viaTerminal
    ? ['script', ['-qfec', node, '/dev/null']]
    : [process.execPath, node.split(' ').slice(1)];
  const child = spawn(cmd, args, {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      SCHEDULER: 'off',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      LOG_FORMAT: '',
    },
  });
  let out = '';
  let asked = false;
  return new Promise<string>((done, fail) => {
    child.stdout.on('data', async (d) => {
      out += d;
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (!port || asked) return;
      asked = true;
      // The first admin sign-in makes the password (no ADMIN_PASSWORD, no demo seed).
      await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'not-it' }),
      });
      setTimeout(() => child.kill('SIGTERM'), 300);
    });
    child.on('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      done(out.replace(/\r/g, ''));
    });
    child.on('error', fail);
  });
}

// util-linux's `script` gives the server a pseudo-terminal as its stdout.
const hasScript = spawnSync('script', ['--version']).status === 0;

describe('the server prints', { timeout: 180_000 }, () => {
  it('JSON lines into a pipe, and the generated admin password once on a plain line of its own', async () => {
    const out = await serverOutput(false);
    const lines = out.split('\n').filter(Boolean);
    const plain = lines.filter((l) => !l.startsWith('{'));
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(/^Admin password \(generated, shown once; change it in \/admin\): [\w-]{16}$/);
    const password = plain[0].split(': ').pop()!;
    for (const l of lines.filter((x) => x.startsWith('{'))) expect(l).not.toContain(password);
    expect(lines.some((l) => l.includes('"msg":"Admin password generated at first start'))).toBe(true);
    // Lines are written once per event-loop turn: the access line arrives, and so does the line
    // logged just before the process exits.
    const json = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string } });
    expect(json.some((l) => l.msg === 'request completed' && l.req?.url === '/api/admin/login')).toBe(true);
    expect(json.at(-1)?.msg).toBe('stopped');
  });

  it.runIf(hasScript)('pretty lines on a terminal', async () => {
    const out = await serverOutput(true);
    expect(out).not.toMatch(/^\{"level"/m);
    expect(stripVTControlCharacters(out)).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: Serving on http:\/\/localhost:\d+/m,
    );
    expect(out).toMatch(/^Admin password \(generated, shown once; change it in \/admin\): [\w-]{16}$/m);
  });
});
