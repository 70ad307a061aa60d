import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api';
import { shouldRetryCrypto } from './get-crypto-content';

describe('shouldRetryCrypto (spec 01 §7)', () => {
  it('never retries a 401', () => {
    expect(shouldRetryCrypto(0, new ApiError(401, '401: Authentication Required', null))).toBe(false);
  });
  it('retries other failures up to 3 times', () => {
    const err = new ApiError(503, '503: Service Unavailable', null);
    expect([0, 1, 2, 3].map((n) => shouldRetryCrypto(n, err))).toEqual([true, true, true, false]);
    expect(shouldRetryCrypto(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
