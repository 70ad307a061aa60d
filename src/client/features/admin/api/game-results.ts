import type { GameResult } from '@/core/schemas/admin-records';
import { useAdminQuery } from './admin-query';

export const useGameResults = () => useAdminQuery<GameResult[]>('/api/admin/game-results');
