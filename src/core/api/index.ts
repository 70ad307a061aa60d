import { adminSubscribersApi } from './admin-subscribers';
import { apiKeysApi } from './api-keys';
import { apiV1Api } from './api-v1';
import { docsApi } from './docs';
import type { Endpoint } from './endpoint';
import { healthApi } from './health';
import { marketsApi } from './markets';
import { testimonialsApi } from './testimonials';
import { tradersDashboardApi } from './traders-dashboard';
import { trackRecordApi } from './track-record';
import { weeklyVideosApi } from './weekly-videos';

/** Every declared endpoint; a test checks that the server registers no /api route beyond these. */
export const ALL_ENDPOINTS: Endpoint[] = [
  ...Object.values(adminSubscribersApi),
  ...Object.values(marketsApi),
  ...Object.values(trackRecordApi),
  ...Object.values(tradersDashboardApi),
  ...Object.values(weeklyVideosApi),
  ...Object.values(testimonialsApi),
  ...Object.values(healthApi),
  ...Object.values(apiV1Api),
  ...Object.values(apiKeysApi),
  ...Object.values(docsApi),
];
