import type { FastifyInstance } from 'fastify';
import { newsletterApi as api } from '../../../core/api/newsletter';
import { acceptOneClickForm, unsubscribeDocument } from '../../mail/one-click';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { serve } from '../../lib/serve-endpoint';
import { limitRoute } from '../../plugins/rate-limit';
import { isHoneypotHit } from '../../abuse/honeypot';
import { confirmSubscription, subscribeToNewsletter, unsubscribe } from './subscribers';

const SUBSCRIBE_ANSWER = {
  ok: true as const,
  confirmationRequired: true,
  message: 'Please check your inbox and confirm your subscription.',
};

/** Newsletter sign-up (double opt-in), confirmation and unsubscribe (spec 01 §2, §7; DESIGN §4). */
export default async function newsletterRoutes(app: FastifyInstance) {
  serve(
    app,
    api.subscribe,
    async (req) => {
      const key = idempotencyKeyOf(req);
      if (await isHoneypotHit(app.deps, req, req.body)) return SUBSCRIBE_ANSWER;
      const input = { email: req.body.email, source: req.body.source ?? 'website' };
      await subscribeToNewsletter(app.deps, input, key);
      return SUBSCRIBE_ANSWER;
    },
    {
      config: limitRoute(app, {
        eventType: 'newsletter_flood',
        severity: 'medium',
        max: 5,
        windowMs: 10 * 60_000,
        description: 'More than 5 newsletter sign-ups from one IP in 10 minutes',
      }),
    },
  );

  serve(app, api.confirm, async (req) => confirmSubscription(app.deps, req.body.token));

  serve(app, api.unsubscribe, async (req) => unsubscribe(app.deps, req.body.token));

  // RFC 8058 one-click (the mail's List-Unsubscribe header): a form POST, answered with a small page.
  await app.register(async (oneClick) => {
    acceptOneClickForm(oneClick);
    serve(oneClick, api.oneClick, async (req, reply) => {
      const done = await unsubscribe(app.deps, req.query.token).catch(() => null);
      const html = unsubscribeDocument({
        title: done ? 'Unsubscribed' : 'This link is not valid',
        paragraphs: [
          done
            ? `${done.email} has been unsubscribed. You will not receive the newsletter any more.`
            : 'This link is invalid or has expired.',
        ],
        link: { href: `${app.deps.config.PUBLIC_URL}/newsletter`, label: 'Newsletter' },
      });
      return reply
        .asDocument()
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(html);
    });
  });
}
