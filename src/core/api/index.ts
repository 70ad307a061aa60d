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
import { labApi } from './lab';
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

/**
 * Every declared endpoint by group and name: `group.name` is the operation's id in the OpenAPI
 * document (plugins/openapi.ts). A test checks that the server registers no /api route beyond these.
 */
export const API_GROUPS = {
  adminSubscribers: adminSubscribersApi,
  tradingGame: tradingGameApi,
  abuse: abuseApi,
  adminAuth: adminAuthApi,
  adminAudit: adminAuditApi,
  adminOperators: adminOperatorsApi,
  adminContact: adminContactApi,
  adminNewsletter: adminNewsletterApi,
  adminRegistrations: adminRegistrationsApi,
  adminDashboardContent: adminDashboardContentApi,
  adminGameResults: adminGameResultsApi,
  adminOutbox: adminOutboxApi,
  auth: authApi,
  account: accountApi,
  alerts: alertsApi,
  trials: trialsApi,
  billing: billingApi,
  newsletter: newsletterApi,
  contact: contactApi,
  quiz: quizApi,
  markets: marketsApi,
  trackRecord: trackRecordApi,
  lab: labApi,
  ledger: ledgerApi,
  tradersDashboard: tradersDashboardApi,
  weeklyVideos: weeklyVideosApi,
  testimonials: testimonialsApi,
  health: healthApi,
  apiV1: apiV1Api,
  apiKeys: apiKeysApi,
  docs: docsApi,
  viewAs: viewAsApi,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: Endpoint[] = Object.values(API_GROUPS).flatMap((group) => Object.values(group));
