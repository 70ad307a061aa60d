import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradingGameApi as api } from '@/core/api/trading-game';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { pollWhile } from './game-queries';

/** GET /api/trading-game/market-data: the neutral code to trade and the current price. */
export const marketDataQueryOptions = (live: boolean, speed: number) =>
  queryOptions({ ...endpointQuery(api.marketData), refetchInterval: pollWhile(live, speed) });

export const useMarketData = (live: boolean, speed: number) => useQuery(marketDataQueryOptions(live, speed));
