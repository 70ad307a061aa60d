import { describe, expect, it } from 'vitest';
import { cachedContent, toAnswer } from './answer-cache';
import { invalidate } from './invalidation';

describe('cachedContent', () => {
  it('loads once for concurrent readers and again only after its topic is invalidated', async () => {
    const owner = {};
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([
      cachedContent(owner, 'k', ['t1'], load),
      cachedContent(owner, 'k', ['t1'], load),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await invalidate('other-topic');
    expect(await cachedContent(owner, 'k', ['t1'], load)).toBe(1);
    await invalidate('t1');
    expect(await cachedContent(owner, 'k', ['t1'], load)).toBe(2);
  });

  it('keeps owners apart and does not keep a failed load', async () => {
    let n = 0;
    await expect(
      cachedContent({}, 'k', ['t2'], async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    const owner = {};
    await expect(
      cachedContent(owner, 'k', ['t2'], async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cachedContent(owner, 'k', ['t2'], async () => ++n)).toBe(1);
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(toAnswer({ a: 1 }).etag).toBe(toAnswer({ a: 1 }).etag);
    expect(toAnswer({ a: 1 }).etag).not.toBe(toAnswer({ a: 2 }).etag);
  });
});
