import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenResponseSchema,
  newsletterTokenSchema,
} from '../../../core/schemas/newsletter';
import { limitRoute } from '../../plugins/rate-limit';
import { isHoneypotHit } from './honeypot';
import { confirmSubscription, subscribeToNewsletter, unsubscribe } from './subscribers';

const SUBSCRIBE_ANSWER = {
  ok: true as const,
  confirmationRequired: true,
  message: 'Please check your inbox and confirm your subscription.',
};

/** Newsletter sign-up (double opt-in), confirmation and unsubscribe (spec 01 §2, §7; DESIGN §4). */
export default async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/newsletter/subscribe',
    {
      config: limitRoute(app, {
        eventType: 'newsletter_flood',
        severity: 'medium',
        max: 5,
        windowMs: 10 * 60_000,
        description: 'More than 5 newsletter sign-ups from one IP in 10 minutes',
      }),
      schema: { body: newsletterSubscribeSchema, response: { 200: newsletterSubscribeResponseSchema } },
    },
    async (req) => {
      if (await isHoneypotHit(app.deps, req, req.body)) return SUBSCRIBE_ANSWER;
      await subscribeToNewsletter(app.deps, { email: req.body.email, source: req.body.source ?? 'website' });
      return SUBSCRIBE_ANSWER;
    },
  );

  r.post(
    '/api/newsletter/confirm',
    { schema: { body: newsletterTokenSchema, response: { 200: newsletterTokenResponseSchema } } },
    async (req) => confirmSubscription(app.deps, req.body.token),
  );

  r.post(
    '/api/newsletter/unsubscribe',
    { schema: { body: newsletterTokenSchema, response: { 200: newsletterTokenResponseSchema } } },
    async (req) => unsubscribe(app.deps, req.body.token),
  );
}
