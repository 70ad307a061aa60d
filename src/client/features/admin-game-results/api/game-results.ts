import { adminGameResultsApi as api } from '@/core/api/admin-game-results';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { useAdminQuery } from '@/client/lib/admin-query';

export const useGameResults = () => useAdminQuery(endpointQuery(api.list));
