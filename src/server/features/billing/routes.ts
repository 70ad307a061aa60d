import type { FastifyInstance } from 'fastify';
import { PLANS, PLANS_IN_ORDER, SELF_SERVE_PLANS } from '../../../core/access/plans';
import { billingApi as api } from '../../../core/api/billing';
import { SUBSCRIPTION_CONTACT_PATH } from '../../../core/schemas/billing';
import { serve } from '../../lib/serve-endpoint';
import { noStore, requireUser } from '../../plugins/guards';
import { limitRoute } from '../../plugins/rate-limit';
import { AUTH_LIMITS } from '../auth';
import { billingStatus } from './status-service';
import { openPortal, startCheckout } from './checkout-service';
import { receiveEvent, verifyEvent } from './webhook-service';
import { billingOverview } from './overview-service';
import { memberBilling, refundInvoice } from './member-billing-service';
import { onlinePayment, viaStripe } from '../../lib/stripe';

/** Self-serve subscriptions with Stripe (docs/features/billing.md). */
export default async function billingRoutes(app: FastifyInstance) {
  const { deps } = app;

  serve(app, api.config, async () => ({
    onlinePayment: onlinePayment(deps.config),
    trialDays: deps.config.TRIAL_DAYS,
    contactPath: SUBSCRIPTION_CONTACT_PATH,
    plans: PLANS_IN_ORDER.map((id) => ({
      id,
      label: PLANS[id].label,
      monthlyCents: PLANS[id].monthlyCents,
      selfServe: (SELF_SERVE_PLANS as readonly string[]).includes(id),
    })),
  }));

  await app.register(async (member) => {
    member.addHook('preHandler', noStore);
    member.addHook('preHandler', requireUser);
    serve(member, api.status, async (req) => billingStatus(deps, req.user!.id));
    const limit = { config: limitRoute(member, AUTH_LIMITS.accountIp) };
    serve(
      member,
      api.checkout,
      async (req) => viaStripe(req.log, () => startCheckout(deps, req.user!, req.body.plan)),
      limit,
    );
    serve(member, api.portal, async (req) => viaStripe(req.log, () => openPortal(deps, req.user!)), limit);
  });

  // Stripe's webhook: the raw body is what the signature covers, so JSON is not parsed here.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    serve(hook, api.webhook, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
      const header = req.headers['stripe-signature'];
      const event = verifyEvent(deps, raw, Array.isArray(header) ? header[0] : header);
      const outcome = await receiveEvent(deps, event);
      req.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true as const };
    });
  });

  // Behind the admin guard (every /api/admin route).
  serve(app, api.overview, async () => billingOverview(deps));
  serve(app, api.memberBilling, async (req) => memberBilling(deps, req.params.id));
  serve(app, api.refund, async (req) =>
    viaStripe(req.log, () => refundInvoice(deps, req, req.params.id, req.params.invoiceId)),
  );
}
