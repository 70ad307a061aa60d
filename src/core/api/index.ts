import { abuseApi } from './abuse';
import { accountApi } from './account';
import { adminAuditApi } from './admin-audit';
import { adminAuthApi } from './admin-auth';
import { adminOperatorsApi } from './admin-operators';
import { adminContactApi } from './admin-contact';
import { adminDashboardContentApi } from './admin-dashboard-content';
import { adminGameResultsApi } from './admin-game-results';
import { adminNewsletterApi } from './admin-newsletter';
import { adminOutboxApi } from './admin-outbox';
import { adminRegistrationsApi } from './admin-registrations';
import { adminSubscribersApi } from './admin-subscribers';
import { alertsApi } from './alerts';
import { apiKeysApi } from './api-keys';
import { apiV1Api } from './api-v1';
import { authApi } from './auth';
import { billingApi } from './billing';
import { contactApi } from './contact';
import { docsApi } from './docs';
import type { Endpoint } from './endpoint';
import { healthApi } from './health';
import { ledgerApi } from './ledger';
import { marketsApi } from './markets';
import { newsletterApi } from './newsletter';
import { quizApi } from './quiz';
import { testimonialsApi } from './testimonials';
import { trackRecordApi } from './track-record';
import { tradersDashboardApi } from './traders-dashboard';
import { tradingGameApi } from './trading-game';
import { trialsApi } from './trials';
import { viewAsApi } from './view-as';
import { weeklyVideosApi } from './weekly-videos';

/** Every declared endpoint; a test checks that the server registers no /api route beyond these. */
export const ALL_ENDPOINTS: Endpoint[] = [
  ...Object.values(adminSubscribersApi),
  ...Object.values(tradingGameApi),
  ...Object.values(abuseApi),
  ...Object.values(adminAuthApi),
  ...Object.values(adminAuditApi),
  ...Object.values(adminOperatorsApi),
  ...Object.values(adminContactApi),
  ...Object.values(adminNewsletterApi),
  ...Object.values(adminRegistrationsApi),
  ...Object.values(adminDashboardContentApi),
  ...Object.values(adminGameResultsApi),
  ...Object.values(adminOutboxApi),
  ...Object.values(authApi),
  ...Object.values(accountApi),
  ...Object.values(alertsApi),
  ...Object.values(trialsApi),
  ...Object.values(billingApi),
  ...Object.values(newsletterApi),
  ...Object.values(contactApi),
  ...Object.values(quizApi),
  ...Object.values(marketsApi),
  ...Object.values(trackRecordApi),
  ...Object.values(ledgerApi),
  ...Object.values(tradersDashboardApi),
  ...Object.values(weeklyVideosApi),
  ...Object.values(testimonialsApi),
  ...Object.values(healthApi),
  ...Object.values(apiV1Api),
  ...Object.values(apiKeysApi),
  ...Object.values(docsApi),
  ...Object.values(viewAsApi),
];
