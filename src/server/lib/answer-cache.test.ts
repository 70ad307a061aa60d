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

  it('answers a hit on a settled load with the value itself, a miss or a pending load with a promise', async () => {
    const owner = {};
    let release!: (n: number) => void;
    const first = cachedContent(owner, 'k', ['t3'], () => new Promise<number>((r) => (release = r)));
    expect(first).toBeInstanceOf(Promise);
    expect(cachedContent(owner, 'k', ['t3'], async () => 99)).toBe(first); // still loading: the same promise
    release(7);
    expect(await first).toBe(7);
    expect(cachedContent(owner, 'k', ['t3'], async () => 99)).toBe(7);
    await invalidate('t3');
    const reloaded = cachedContent(owner, 'k', ['t3'], async () => 8);
    expect(reloaded).toBeInstanceOf(Promise);
    expect(await reloaded).toBe(8);
  });

  it('gives equal bodies equal ETags and different bodies different ones', () => {
    expect(toAnswer({ a: 1 }).etag).toBe(toAnswer({ a: 1 }).etag);
    expect(toAnswer({ a: 1 }).etag).not.toBe(toAnswer({ a: 2 }).etag);
  });
});
