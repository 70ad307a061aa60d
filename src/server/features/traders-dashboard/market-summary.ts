import type { Viewer } from '../../../core/access';
import { AppError } from '../../../core/errors';
import type { Deps } from '../../deps';
import type { DashboardMarketSummary } from './compose';

/** The markets feature's summary service (performance, activity, active markets). */
export async function getMarketSummary(_deps: Deps, _viewer: Viewer): Promise<DashboardMarketSummary> {
  // Wired to src/server/features/markets once its service lands (issue 3).
  throw new AppError('UNAVAILABLE', 'Market summary is not available yet');
}
