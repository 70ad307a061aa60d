import type { GameResult } from '@/core/schemas/admin-records';
import { useAdminQuery } from '@/client/lib/admin-query';

export const useGameResults = () => useAdminQuery<GameResult[]>('/api/admin/game-results');
