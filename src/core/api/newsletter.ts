import {
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenResponseSchema,
  newsletterTokenSchema,
} from '../schemas/newsletter';
import {
  oneClickBodySchema,
  oneClickQuerySchema,
  unsubscribePageAnswers,
} from '../schemas/one-click-unsubscribe';
import { endpoint } from './endpoint';

/** Newsletter sign-up (double opt-in), confirmation and unsubscribe (spec 01 §2, §7). */
export const newsletterApi = {
  subscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    body: newsletterSubscribeSchema,
    responses: { 200: newsletterSubscribeResponseSchema },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/newsletter/confirm',
    body: newsletterTokenSchema,
    responses: { 200: newsletterTokenResponseSchema },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    body: newsletterTokenSchema,
    responses: { 200: newsletterTokenResponseSchema },
  }),
  /** RFC 8058 `List-Unsubscribe` target of every newsletter mail: the provider's POST unsubscribes at once. */
  oneClick: endpoint({
    method: 'POST',
    path: '/api/newsletter/unsubscribe/one-click',
    query: oneClickQuerySchema,
    body: oneClickBodySchema,
    responses: unsubscribePageAnswers,
    produces: 'text/html',
  }),
};
