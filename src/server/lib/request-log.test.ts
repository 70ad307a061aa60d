import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-log';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('lazyChildLogger', () => {
  it('makes the pino child on the first line only, and its lines carry the request bindings', async () => {
    const { lines, logger } = capture();
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => (
      children++,
      child(...args)
    )) as typeof logger.child;
    const quiet = lazyChildLogger(logger, { reqId: 'req-1' }, {});
    const talking = lazyChildLogger(logger, { reqId: 'req-2' }, {});
    quiet.debug('below the level: no line, no child');
    expect(children).toBe(0);
    talking.warn({ url: '/x' }, 'slow request');
    talking.error('failed');
    await new Promise((r) => setImmediate(r));
    expect(children).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.url])).toEqual([
      ['req-2', 'slow request', '/x'],
      ['req-2', 'failed', undefined],
    ]);
    expect(quiet.level).toBe('info');
  });
});
