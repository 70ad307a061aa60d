import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { marketsApi } from '@/core/api/markets';
import { tradersDashboardApi } from '@/core/api/traders-dashboard';
import { weeklyVideosApi } from '@/core/api/weekly-videos';
import { invalidatePrefix } from '@/client/lib/admin-query';
import { endpointUrl } from '@/client/lib/endpoint-client';
import { VIDEO_LISTS } from './weekly-videos';

describe('a video write refetches every list showing videos in the tab', () => {
  it('invalidates the admin list, the public list and the Futures Dashboard, nothing else', async () => {
    const qc = new QueryClient();
    // Query keys are the call URLs (endpointQuery), as the viewers' screens cache them.
    const shown = [
      endpointUrl(weeklyVideosApi.adminList),
      endpointUrl(weeklyVideosApi.list),
      endpointUrl(weeklyVideosApi.list, { query: { all: '1' } }),
      endpointUrl(tradersDashboardApi.dashboard),
    ];
    const other = endpointUrl(marketsApi.futures);
    for (const key of [...shown, other]) qc.setQueryData([key], {});

    await Promise.all(VIDEO_LISTS.map((prefix) => invalidatePrefix(qc, prefix)));

    for (const key of shown) expect(qc.getQueryState([key])?.isInvalidated, key).toBe(true);
    expect(qc.getQueryState([other])?.isInvalidated).toBe(false);
  });
});
