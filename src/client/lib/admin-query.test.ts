import { describe, expect, it } from 'vitest';
import { withQuery } from './admin-query';

describe('withQuery', () => {
  it("leaves out empty values and 'all' filters (spec §7: filters only when not 'all')", () => {
    expect(
      withQuery('/api/admin/subscribers', {
        limit: 20,
        offset: 0,
        search: '',
        filterTier: 'all',
        filterStatus: 'trial',
        sortBy: 'email',
      }),
    ).toBe('/api/admin/subscribers?limit=20&offset=0&filterStatus=trial&sortBy=email');
  });

  it('encodes search text', () => expect(withQuery('/x', { search: 'a&b c' })).toBe('/x?search=a%26b+c'));

  it('returns the bare path without parameters', () =>
    expect(withQuery('/x', { search: undefined })).toBe('/x'));
});
