import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLogger, SLOW_REQUEST_MS, slowRequestLog } from './request-log';

/** A logger at info whose lines land in `lines`, and how many pino children it has made so far. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level: 'info' }, stream);
  let made = 0;
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => (made++, child(...args))) as typeof logger.child;
  return { lines, logger, children: () => made };
}

describe('lazyChildLogger', () => {
  it('makes the pino child on the first line only, and its lines carry the request bindings', async () => {
    const { lines, logger, children } = capture();
    const quiet = lazyChildLogger(logger, { reqId: 'req-1' }, {});
    const talking = lazyChildLogger(logger, { reqId: 'req-2' }, {});
    quiet.debug('below the level: no line, no child');
    expect(children()).toBe(0);
    talking.warn({ url: '/x' }, 'slow request');
    talking.error('failed');
    await new Promise((r) => setImmediate(r));
    expect(children()).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.url])).toEqual([
      ['req-2', 'slow request', '/x'],
      ['req-2', 'failed', undefined],
    ]);
    expect(quiet.level).toBe('info');
  });
});

describe('slowRequestLog', () => {
  it('gives a Fastify without a logger request loggers made on their first line, and logs slow answers with their reqId', async () => {
    const { lines, logger, children } = capture();
    const app = Fastify();
    await app.register(slowRequestLog, { log: logger as FastifyBaseLogger });
    app.get('/quiet', async () => 'ok');
    app.get('/talks', async (req) => {
      req.log.info({ url: req.url }, 'a line');
      return 'ok';
    });
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 50));
      return 'late';
    });
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(children()).toBe(0);
    expect((await app.inject('/talks')).statusCode).toBe(200);
    expect((await app.inject('/slow')).statusCode).toBe(200);
    await new Promise((r) => setImmediate(r));
    expect(children()).toBe(2);
    expect(lines.map((l) => [l.msg, l.url, l.statusCode, typeof l.reqId])).toEqual([
      ['a line', '/talks', undefined, 'string'],
      ['slow request', '/slow', 200, 'string'],
    ]);
    expect(lines[0].reqId).not.toBe(lines[1].reqId);
    expect(lines[1].responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    await app.close();
  });
});
