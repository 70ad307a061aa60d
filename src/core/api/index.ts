import { accountApi } from './account';
import { adminSubscribersApi } from './admin-subscribers';
import { alertsApi } from './alerts';
import { authApi } from './auth';
import { contactApi } from './contact';
import type { Endpoint } from './endpoint';
import { newsletterApi } from './newsletter';
import { quizApi } from './quiz';
import { trialsApi } from './trials';

/** Every declared endpoint; a test checks that the server registers no /api route beyond these. */
export const ALL_ENDPOINTS: Endpoint[] = [
  ...Object.values(adminSubscribersApi),
  ...Object.values(authApi),
  ...Object.values(accountApi),
  ...Object.values(alertsApi),
  ...Object.values(trialsApi),
  ...Object.values(newsletterApi),
  ...Object.values(contactApi),
  ...Object.values(quizApi),
];
