import { describe, expect, it } from 'vitest';
import { whenAllReady, whenReady } from './when-ready';

describe('whenReady', () => {
  it('calls back in the same tick for a value, and after the promise for a promise', async () => {
    const seen: string[] = [];
    expect(whenReady(2, (n) => (seen.push('value'), n * 10))).toBe(20);
    const later = whenReady(Promise.resolve(3), (n) => (seen.push('promise'), n * 10));
    seen.push('after the call');
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(30);
    expect(seen).toEqual(['value', 'after the call', 'promise']);
  });

  it('passes a rejection on, and a throw of the callback as a throw', async () => {
    await expect(whenReady(Promise.reject(new Error('down')), () => 1)).rejects.toThrow('down');
    expect(() =>
      whenReady(1, () => {
        throw new Error('bad');
      }),
    ).toThrow('bad');
  });
});

describe('whenAllReady', () => {
  it('calls back at once when every value is known, else after the last promise, in order', async () => {
    expect(whenAllReady([1, 2, 3], (v) => v.join())).toBe('1,2,3');
    const mixed = whenAllReady([1, Promise.resolve(2), 3], (v) => v.join());
    expect(mixed).toBeInstanceOf(Promise);
    expect(await mixed).toBe('1,2,3');
  });
});
