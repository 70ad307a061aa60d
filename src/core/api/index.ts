import { abuseApi } from './abuse';
import { accountApi } from './account';
import { adminAuthApi } from './admin-auth';
import { adminContactApi } from './admin-contact';
import { adminDashboardContentApi } from './admin-dashboard-content';
import { adminGameResultsApi } from './admin-game-results';
import { adminNewsletterApi } from './admin-newsletter';
import { adminOutboxApi } from './admin-outbox';
import { adminRegistrationsApi } from './admin-registrations';
import { adminSubscribersApi } from './admin-subscribers';
import { alertsApi } from './alerts';
import { authApi } from './auth';
import { contactApi } from './contact';
import type { Endpoint } from './endpoint';
import { newsletterApi } from './newsletter';
import { quizApi } from './quiz';
import { tradingGameApi } from './trading-game';
import { trialsApi } from './trials';

/** Every declared endpoint; a test checks that the server registers no /api route beyond these. */
export const ALL_ENDPOINTS: Endpoint[] = [
  ...Object.values(adminSubscribersApi),
  ...Object.values(tradingGameApi),
  ...Object.values(abuseApi),
  ...Object.values(adminAuthApi),
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
  ...Object.values(newsletterApi),
  ...Object.values(contactApi),
  ...Object.values(quizApi),
];
