import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketDataItem } from '@/core/schemas/trading-game';
import { GAME_API, pollWhile } from './game-queries';

/** GET /api/trading-game/market-data: the neutral code to trade and the current price. */
export const marketDataQueryOptions = (live: boolean, speed: number) =>
  queryOptions<MarketDataItem[]>({
    queryKey: [`${GAME_API}/market-data`],
    refetchInterval: pollWhile(live, speed),
  });

export const useMarketData = (live: boolean, speed: number) => useQuery(marketDataQueryOptions(live, speed));
