import { z } from 'zod';
import { gameResultSchema } from '../schemas/admin-records';
import { pageQuery, searchQuery, sortQuery } from '../schemas/list-query';
import { endpoint } from './endpoint';

export const GAME_RESULTS_PAGE_SIZE = 50;
/** The page's sort selector (spec §2): date, P&L, win rate. */
export const GAME_RESULT_SORT_FIELDS = ['date', 'pnl', 'winRate'] as const;

/** Searched by the player's email (anywhere in it). */
const searchSchema = searchQuery();

/** Query of GET /api/admin/game-results: every parameter optional, newest first by default. */
export const gameResultsQuerySchema = z.strictObject({
  ...pageQuery(GAME_RESULTS_PAGE_SIZE),
  ...sortQuery(GAME_RESULT_SORT_FIELDS, 'date'),
  search: searchSchema,
});
export type GameResultsQuery = z.infer<typeof gameResultsQuerySchema>;

export const gameResultsSummaryQuerySchema = z.strictObject({ search: searchSchema });

/** The summary cards, over every game ever finished; `matching` counts the search's results (the pager). */
export const gameResultsSummarySchema = z.object({
  gamesPlayed: z.number().int(),
  withEmail: z.number().int(),
  /** 0 while no game has been played. */
  averagePnL: z.number(),
  bestPnL: z.number(),
  matching: z.number().int(),
});
export type GameResultsSummary = z.infer<typeof gameResultsSummarySchema>;

/**
 * Game results (spec 02 §2, §7): the list is searched, sorted and paged in SQL, and the summary
 * cards are counted there too, so both cover every game however many there are. Behind the admin session.
 */
export const adminGameResultsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/game-results',
    query: gameResultsQuerySchema,
    responses: { 200: z.array(gameResultSchema) },
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/admin/game-results/summary',
    query: gameResultsSummaryQuerySchema,
    responses: { 200: gameResultsSummarySchema },
  }),
};
