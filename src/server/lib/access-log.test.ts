import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLogController, SLOW_READ_MS } from './access-log';

/** The level each finished request is logged at; the lines themselves are checked in request-log.api.test.ts. */
function levelOf(method: string, statusCode: number, elapsedTime: number, error?: Error): string {
  const levels: string[] = [];
  const log = {
    debug: () => levels.push('debug'),
    info: () => levels.push('info'),
    error: () => levels.push('error'),
  };
  const request = { method } as unknown as FastifyRequest;
  const reply = { statusCode, elapsedTime, log } as unknown as FastifyReply;
  new AccessLogController().requestCompleted(error ?? null, request, reply);
  expect(levels).toHaveLength(1);
  return levels[0] ?? '';
}

describe('the access line level', () => {
  it('is debug for a read answered below 400 in time', () => {
    expect(levelOf('GET', 200, 3)).toBe('debug');
    expect(levelOf('HEAD', 304, 3)).toBe('debug');
    expect(levelOf('GET', 302, SLOW_READ_MS - 1)).toBe('debug');
  });

  it('is info for a slow read, a refused or missing read, and any write', () => {
    expect(levelOf('GET', 200, SLOW_READ_MS)).toBe('info');
    expect(levelOf('GET', 404, 3)).toBe('info');
    expect(levelOf('GET', 429, 3)).toBe('info');
    expect(levelOf('POST', 200, 3)).toBe('info');
    expect(levelOf('DELETE', 204, 3)).toBe('info');
  });

  it('is error for a request that failed', () => {
    expect(levelOf('GET', 500, 3, new Error('boom'))).toBe('error');
  });
});
