import { describe, expect, it } from 'vitest';
import { adminSubscribersApi } from '@/core/api/admin-subscribers';
import { urlOf } from '@/core/api/endpoint';
import { pagedListQuery, withoutAll } from './admin-query';

// An admin list's URL is its declaration's path with the filters of withoutAll (its query key too).
const listUrl = (path: string, params: Record<string, string | number | undefined>) =>
  urlOf({ path }, undefined, withoutAll(params));

describe('admin list URLs (withoutAll + urlOf)', () => {
  it("leaves out empty values and 'all' filters (spec §7: filters only when not 'all')", () => {
    expect(
      listUrl(adminSubscribersApi.list.path, {
        limit: 20,
        offset: 0,
        search: '',
        filterTier: 'all',
        filterStatus: 'trial',
        sortBy: 'email',
      }),
    ).toBe('/api/admin/subscribers?limit=20&offset=0&filterStatus=trial&sortBy=email');
  });

  it('encodes search text', () => expect(listUrl('/x', { search: 'a&b c' })).toBe('/x?search=a%26b+c'));

  it('returns the bare path without parameters', () =>
    expect(listUrl('/x', { search: undefined })).toBe('/x'));
});

describe('pagedListQuery', () => {
  it('turns the page into limit/offset, trims the search and leaves out all, in the order of the params', () =>
    expect(
      urlOf(
        { path: '/x' },
        undefined,
        pagedListQuery(20, { page: 3, sortBy: 'email', search: ' ann ', filterStatus: 'all' }),
      ),
    ).toBe('/x?limit=20&offset=40&sortBy=email&search=ann'));
});
