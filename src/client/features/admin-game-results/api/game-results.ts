import { adminGameResultsApi as api, GAME_RESULTS_PAGE_SIZE } from '@/core/api/admin-game-results';
import type { QueryOf } from '@/core/api/endpoint';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { pagedListQuery, useAdminQuery } from '@/client/lib/admin-query';

export interface GameResultsParams {
  page: number;
  search: string;
  sortBy: string;
  sortOrder: string;
}

/** One page of GET /api/admin/game-results: searched, sorted and paged by the server. */
export function useGameResults(p: GameResultsParams) {
  // The sort values come from the same enums as the query schema, which the server checks again.
  const query = pagedListQuery(GAME_RESULTS_PAGE_SIZE, p) as QueryOf<typeof api.list>;
  return useAdminQuery(endpointQuery(api.list, { query }));
}

/** The summary cards over every game, and how many match the search (for the pager). */
export function useGameResultsSummary(search: string) {
  return useAdminQuery(endpointQuery(api.summary, { query: { search: search.trim() } }));
}
