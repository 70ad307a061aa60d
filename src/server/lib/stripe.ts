/**
 * Stripe for this configuration (docs/features/billing.md): billing calls it; the access mails ask whether
 * members can pay online.
 */
import Stripe from 'stripe';
import type { SelfServePlan } from '../../core/access/plans';
import { AppError } from '../../core/errors';
import { PAYMENT_SERVICE_DOWN } from '../../core/schemas/billing';
import type { Config } from '../config';

export { PAYMENT_SERVICE_DOWN } from '../../core/schemas/billing';

/**
 * A call that goes through Stripe: when Stripe cannot be reached or refuses the request (network,
 * outage, a wrong price in the settings), the caller gets a 502 'The payment service did not answer. Please try
 * again.', not a 500 or a 'not set up', and the log keeps Stripe's error type, code and request id.
 */
export async function viaStripe<T>(log: { warn: (o: object, msg: string) => void }, call: () => Promise<T>) {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    log.warn(
      {
        stripeType: err.type,
        stripeCode: err.code,
        stripeRequestId: err.requestId,
        stripeStatus: err.statusCode,
        stripeMessage: err.message,
      },
      'stripe call failed',
    );
    throw new AppError('BAD_GATEWAY', PAYMENT_SERVICE_DOWN);
  }
}

/**
 * The Stripe SDK for this configuration: null without STRIPE_SECRET_KEY. STRIPE_API_URL points it at
 * another host (the test stand-in, src/server/test/stripe-stand-in.ts).
 */
const clients = new WeakMap<Config, Stripe>();
export function stripeOf(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    const opts: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
    if (config.STRIPE_API_URL) {
      const u = new URL(config.STRIPE_API_URL);
      opts.protocol = u.protocol === 'http:' ? 'http' : 'https';
      opts.host = u.hostname;
      opts.port = Number(u.port || (u.protocol === 'http:' ? 80 : 443));
    }
    client = new Stripe(config.STRIPE_SECRET_KEY, opts);
    clients.set(config, client);
  }
  return client;
}

/** Online payment needs the key, the webhook secret and both prices; without them paid plans go by contact. */
export function onlinePayment(config: Config): boolean {
  return Boolean(
    config.STRIPE_SECRET_KEY &&
    config.STRIPE_WEBHOOK_SECRET &&
    config.STRIPE_PRICE_INDIVIDUAL &&
    config.STRIPE_PRICE_PROFESSIONAL,
  );
}

export function priceOf(config: Config, plan: SelfServePlan): string | undefined {
  return plan === 'individual' ? config.STRIPE_PRICE_INDIVIDUAL : config.STRIPE_PRICE_PROFESSIONAL;
}

export function planOfPrice(config: Config, priceId: string | undefined): SelfServePlan | null {
  if (!priceId) return null;
  if (priceId === config.STRIPE_PRICE_INDIVIDUAL) return 'individual';
  if (priceId === config.STRIPE_PRICE_PROFESSIONAL) return 'professional';
  return null;
}

/** The customer in the Stripe dashboard (the test-mode path for a test key). */
export function customerUrl(config: Config, customerId: string | null): string | null {
  if (!customerId) return null;
  const test = config.STRIPE_SECRET_KEY?.includes('_test_') ?? false;
  return `https://dashboard.stripe.com/${test ? 'test/' : ''}customers/${customerId}`;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));
export { idOf };
