import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's HTTP API the billing feature uses (docs/features/billing.md):
 * customers, prices, subscriptions, checkout sessions and billing portal sessions, with Stripe's JSON shapes
 * (API 2025+: the period on the subscription's items, and on the subscription too for older readers), plus a
 * hosted checkout page whose 'Pay' button makes the subscription, posts the signed events to the webhook URL and
 * goes back to success_url. Why not stripe-stateful-mock 0.0.16 from npm: it installs and runs here, but has no
 * checkout sessions and no billing portal, answers GET /v1/prices with a list of refunds, and makes subscriptions
 * only for customers with a card source; a wrapper would have had to fake the same objects as this file.
 *
 * Point the server at it with STRIPE_API_URL=<url> and STRIPE_SECRET_KEY=sk_test_... (any); the webhook secret
 * given here signs the events (`Stripe.webhooks.generateTestHeaderString`).
 */

export const STAND_IN_PRICES = {
  individual: 'price_standin_individual',
  professional: 'price_standin_professional',
};
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_test_secret';
export const STAND_IN_SECRET_KEY = 'sk_test_standin';

type Obj = Record<string, unknown> & { id: string };
type SubStatus = Stripe.Subscription.Status;

export interface StripeStandIn {
  url: string;
  /** The STRIPE_* settings that point a server at this stand-in. */
  env: Record<string, string>;
  webhookSecret: string;
  close(): Promise<void>;
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  sessions: Map<string, Obj>;
  /** Sets where 'Pay' and `deliver` post events (the server's /api/billing/webhook). */
  setWebhookUrl(url: string): void;
  /** What 'Pay' does, without a browser: the subscription, and the events (posted when a webhook URL is set). */
  pay(sessionId: string): Promise<{ subscription: Obj; events: Stripe.Event[] }>;
  /** Changes a subscription (status, cancel_at_period_end, period end) as Stripe would. */
  updateSubscription(
    id: string,
    change: { status?: SubStatus; cancelAtPeriodEnd?: boolean; periodEnd?: number },
  ): Obj;
  /** An event with the object as it is now; `signed` gives the body and Stripe-Signature header. */
  event(type: string, object: Obj, opts?: { created?: number }): Stripe.Event;
  signed(
    event: Stripe.Event,
    opts?: { timestamp?: number; secret?: string },
  ): { body: string; signature: string };
  /** A new invoice of the subscription (stored: listed, refundable), paid or open. */
  invoiceFor(subscriptionId: string, opts?: { paid?: boolean }): Obj;
  invoices: Map<string, Obj>;
  refunds: Map<string, Obj>;
  deliver(event: Stripe.Event): Promise<number>;
  /** Events Stripe sends on its own after an API call (a subscription cancelled by the server). */
  emitted: Stripe.Event[];
  /** The next `count` API requests answer a Stripe error (500 api_error by default), with a request id. */
  failNext(count: number, error?: { status?: number; type?: string; message?: string }): void;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowSec = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else node = (node[p] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startStripeStandIn(
  opts: { webhookUrl?: string; webhookSecret?: string; port?: number } = {},
) {
  const webhookSecret = opts.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  let webhookUrl = opts.webhookUrl;
  const customers = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const emitted: Stripe.Event[] = [];
  let failures: { left: number; status: number; type: string; message: string } = {
    left: 0,
    status: 500,
    type: 'api_error',
    message: 'stand-in failure',
  };
  for (const [plan, pid] of Object.entries(STAND_IN_PRICES))
    prices.set(pid, {
      id: pid,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: plan === 'individual' ? 9700 : 19700,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
      product: `prod_standin_${plan}`,
      livemode: false,
      metadata: { plan },
    });
  let base = '';

  const notFound = (what: string, v: string) => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${v}'` },
    },
  });

  function newSubscription(customer: string, price: string, extra: Record<string, unknown>): Obj {
    const start = nowSec();
    const trialEnd =
      Number(extra.trial_end) ||
      (Number(extra.trial_period_days) ? start + Number(extra.trial_period_days) * 86400 : 0);
    const end = trialEnd || start + MONTH;
    const sid = id('sub');
    const sub: Obj = {
      id: sid,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      current_period_start: start,
      current_period_end: end,
      trial_end: trialEnd || null,
      default_payment_method: (extra.default_payment_method as string) ?? null,
      metadata: (extra.metadata as Record<string, string>) ?? {},
      livemode: false,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price: prices.get(price),
            quantity: Number(extra.quantity) || 1,
            subscription: sid,
            current_period_start: start,
            current_period_end: end,
          },
        ],
      },
    };
    subscriptions.set(sid, sub);
    return sub;
  }

  function updateSubscription(
    sid: string,
    change: { status?: SubStatus; cancelAtPeriodEnd?: boolean; periodEnd?: number },
  ) {
    const sub = subscriptions.get(sid);
    if (!sub) throw new Error(`no subscription ${sid}`);
    if (change.status) {
      sub.status = change.status;
      if (change.status === 'canceled') sub.canceled_at = sub.ended_at = nowSec();
    }
    if (change.cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = change.cancelAtPeriodEnd;
      sub.cancel_at = change.cancelAtPeriodEnd ? sub.current_period_end : null;
    }
    if (change.periodEnd !== undefined) {
      sub.current_period_end = change.periodEnd;
      for (const item of (sub.items as { data: Obj[] }).data) item.current_period_end = change.periodEnd;
      if (sub.cancel_at_period_end) sub.cancel_at = change.periodEnd;
    }
    return sub;
  }

  /** The `expand` list of a request (form or query), with a list's `data.` prefix taken off. */
  const expandOf = (form: Record<string, unknown>, prefix: string) => {
    const list = Array.isArray(form.expand)
      ? (form.expand as string[])
      : form.expand
        ? [String(form.expand)]
        : [];
    return list.filter((x) => x.startsWith(prefix)).map((x) => x.slice(prefix.length));
  };

  /** POST /v1/refunds: a refund of an invoice's payment (whole, or `amount` cents), at most what was paid. */
  function refund(form: Record<string, unknown>) {
    const inv = [...invoices.values()].find((x) =>
      (x.payments as { data: Array<{ payment: { payment_intent: string } }> }).data.some(
        (p) => p.payment.payment_intent === form.payment_intent,
      ),
    );
    if (!inv) return notFound('payment_intent', String(form.payment_intent));
    const left = (inv.amount_paid as number) - ((inv.amount_refunded as number | undefined) ?? 0);
    const amount = form.amount ? Number(form.amount) : left;
    if (amount <= 0 || amount > left)
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'This payment has already been refunded.',
          },
        },
      };
    inv.amount_refunded = ((inv.amount_refunded as number | undefined) ?? 0) + amount;
    const r: Obj = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: form.payment_intent,
      status: 'succeeded',
      metadata: form.metadata ?? {},
      created: nowSec(),
    };
    refunds.set(r.id, r);
    return { status: 200, body: r };
  }

  const expandSub = (sub: Obj, expand: unknown): Obj => {
    const list = Array.isArray(expand) ? (expand as string[]) : [];
    if (list.includes('default_payment_method') && typeof sub.default_payment_method === 'string')
      return { ...sub, default_payment_method: paymentMethods.get(sub.default_payment_method) ?? null };
    return sub;
  };

  function invoiceFor(sid: string, o: { paid?: boolean } = {}): Obj {
    const sub = subscriptions.get(sid)!;
    const item = (sub.items as { data: Array<{ price: Obj; quantity: number }> }).data[0];
    const amount = sub.status === 'trialing' ? 0 : (item.price.unit_amount as number) * (item.quantity ?? 1);
    const paid = o.paid ?? true;
    const iid = id('in');
    const inv: Obj = {
      id: iid,
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
      hosted_invoice_url: `${base}/invoice/${iid}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sid, metadata: sub.metadata },
      },
      payments: {
        object: 'list',
        data: paid && amount > 0 ? [{ payment: { type: 'payment_intent', payment_intent: id('pi') } }] : [],
      },
      created: nowSec(),
      livemode: false,
    };
    invoices.set(iid, inv);
    return inv;
  }

  function event(type: string, object: Obj, o: { created?: number } = {}): Stripe.Event {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: o.created ?? nowSec(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
  }

  function signed(e: Stripe.Event, o: { timestamp?: number; secret?: string } = {}) {
    const body = JSON.stringify(e);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: o.secret ?? webhookSecret,
      timestamp: o.timestamp,
    });
    return { body, signature };
  }

  async function deliver(e: Stripe.Event): Promise<number> {
    if (!webhookUrl) return 0;
    const { body, signature } = signed(e);
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return res.status;
  }

  async function pay(sessionId: string) {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no checkout session ${sessionId}`);
    if (s.status === 'complete')
      return { subscription: subscriptions.get(s.subscription as string)!, events: [] };
    const pm: Obj = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      customer: s.customer,
      livemode: false,
    };
    paymentMethods.set(pm.id, pm);
    const data = (s.subscription_data ?? {}) as Record<string, unknown>;
    const sub = newSubscription(s.customer as string, s.price as string, {
      ...data,
      default_payment_method: pm.id,
    });
    Object.assign(s, {
      status: 'complete',
      payment_status: sub.status === 'trialing' ? 'no_payment_required' : 'paid',
      subscription: sub.id,
    });
    const events = [
      event('customer.subscription.created', sub),
      event('checkout.session.completed', s),
      event('invoice.paid', invoiceFor(sub.id)),
    ];
    for (const e of events) await deliver(e);
    return { subscription: sub, events };
  }

  type Answer =
    | { status: number; body: unknown }
    | { status: number; html: string }
    | { status: number; redirect: string };

  async function route(
    method: string,
    path: string,
    form: Record<string, unknown>,
    _query: URLSearchParams,
  ): Promise<Answer> {
    let m: RegExpExecArray | null;
    const ok = (body: unknown) => ({ status: 200, body });
    if (method === 'POST' && path === '/v1/customers') {
      const c: Obj = {
        id: id('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        created: nowSec(),
        livemode: false,
        invoice_settings: { default_payment_method: null },
      };
      customers.set(c.id, c);
      return ok(c);
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const c = customers.get(m[1]);
      if (!c) return notFound('customer', m[1]);
      if (method === 'POST') Object.assign(c, form);
      return ok(c);
    }
    if (method === 'GET' && path === '/v1/prices')
      return ok({ object: 'list', data: [...prices.values()], has_more: false, url: '/v1/prices' });
    if ((m = /^\/v1\/prices\/([^/]+)$/.exec(path)))
      return prices.has(m[1]) ? ok(prices.get(m[1])) : notFound('price', m[1]);
    if (method === 'POST' && path === '/v1/subscriptions') {
      const items = (form.items as Array<{ price: string }>) ?? [];
      if (!customers.has(form.customer as string)) return notFound('customer', String(form.customer));
      if (!prices.has(items[0]?.price)) return notFound('price', String(items[0]?.price));
      return ok(newSubscription(form.customer as string, items[0].price, form));
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const status = (form.status as string | undefined) ?? 'active';
      const data = [...subscriptions.values()]
        .filter((x) => !form.customer || x.customer === form.customer)
        .filter((x) => (status === 'all' ? true : x.status === status))
        .sort((a, b) => (b.created as number) - (a.created as number))
        .map((x) => expandSub(x, expandOf(form, 'data.')));
      return ok({ object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]);
      if (!sub) return notFound('subscription', m[1]);
      if (method === 'POST' && form.cancel_at_period_end !== undefined)
        updateSubscription(sub.id, { cancelAtPeriodEnd: form.cancel_at_period_end === 'true' });
      if (method === 'DELETE' && sub.status !== 'canceled') {
        updateSubscription(sub.id, { status: 'canceled' });
        const e = event('customer.subscription.deleted', sub);
        emitted.push(e);
        await deliver(e);
      }
      return ok(expandSub(sub, expandOf(form, '')));
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((x) => !form.customer || x.customer === form.customer)
        .sort((a, b) => (b.created as number) - (a.created as number));
      return ok({ object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    if (method === 'GET' && (m = /^\/v1\/invoices\/([^/]+)$/.exec(path)))
      return invoices.has(m[1]) ? ok(invoices.get(m[1])) : notFound('invoice', m[1]);
    if (method === 'POST' && path === '/v1/refunds') return refund(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (form.line_items as Array<{ price: string }>) ?? [];
      if (form.mode !== 'subscription')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'Only subscription mode is supported by the stand-in',
            },
          },
        };
      if (!prices.has(items[0]?.price)) return notFound('price', String(items[0]?.price));
      if (form.customer && !customers.has(form.customer as string))
        return notFound('customer', String(form.customer));
      const sid = id('cs_test');
      const s: Obj = {
        id: sid,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: form.customer ?? null,
        client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        metadata: form.metadata ?? {},
        subscription: null,
        subscription_data: form.subscription_data ?? {},
        price: items[0].price,
        url: `${base}/checkout/${sid}`,
        livemode: false,
        created: nowSec(),
      };
      sessions.set(sid, s);
      return ok(s);
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)))
      return sessions.has(m[1]) ? ok(sessions.get(m[1])) : notFound('checkout.session', m[1]);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(form.customer as string)) return notFound('customer', String(form.customer));
      const pid = id('bps');
      const p: Obj = {
        id: pid,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `${base}/portal/${pid}`,
        livemode: false,
        created: nowSec(),
      };
      portals.set(pid, p);
      return ok(p);
    }
    // The hosted pages a browser sees.
    if (method === 'GET' && (m = /^\/checkout\/([^/]+)$/.exec(path))) {
      const s = sessions.get(m[1]);
      if (!s) return { status: 404, html: '<h1>Unknown checkout session</h1>' };
      const price = prices.get(s.price as string)!;
      return {
        status: 200,
        html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Stripe stand-in checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><h1>Stripe stand-in checkout</h1>
<p>Subscribe: <strong>${String((price.metadata as Record<string, string>).plan)}</strong>, $${((price.unit_amount as number) / 100).toFixed(2)} per month</p>
<p>Card: 4242 4242 4242 4242</p>
<form method="post" action="/checkout/${s.id}/pay"><button type="submit">Pay</button></form>
<p><a href="${String(s.cancel_url)}">Back</a></p></body></html>`,
      };
    }
    if (method === 'POST' && (m = /^\/checkout\/([^/]+)\/pay$/.exec(path))) {
      const s = sessions.get(m[1]);
      if (!s) return { status: 404, html: '<h1>Unknown checkout session</h1>' };
      await pay(s.id);
      return { status: 303, redirect: String(s.success_url) };
    }
    if (method === 'GET' && (m = /^\/portal\/([^/]+)$/.exec(path))) {
      const p = portals.get(m[1]);
      if (!p) return { status: 404, html: '<h1>Unknown portal session</h1>' };
      return {
        status: 200,
        html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in billing portal</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><h1>Stripe stand-in billing portal</h1>
<form method="post" action="/portal/${p.id}/cancel"><button type="submit">Cancel subscription</button></form>
<p><a href="${String(p.return_url)}">Return</a></p></body></html>`,
      };
    }
    if (method === 'POST' && (m = /^\/portal\/([^/]+)\/cancel$/.exec(path))) {
      const p = portals.get(m[1]);
      if (!p) return { status: 404, html: '<h1>Unknown portal session</h1>' };
      for (const sub of subscriptions.values())
        if (sub.customer === p.customer && sub.status !== 'canceled') {
          updateSubscription(sub.id, { cancelAtPeriodEnd: true });
          await deliver(event('customer.subscription.updated', sub));
        }
      return { status: 303, redirect: String(p.return_url) };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      const form = { ...parseForm(url.search.slice(1)), ...parseForm(text) };
      const failing = url.pathname.startsWith('/v1/') && failures.left > 0;
      if (failing) failures.left--;
      const answer: Promise<Answer> = failing
        ? Promise.resolve({
            status: failures.status,
            body: { error: { type: failures.type, message: failures.message } },
          })
        : route(req.method ?? 'GET', url.pathname, form, url.searchParams);
      answer.then(
        (a) => {
          if ('redirect' in a) res.writeHead(a.status, { location: a.redirect }).end();
          else if ('html' in a)
            res.writeHead(a.status, { 'content-type': 'text/html; charset=utf-8' }).end(a.html);
          else
            res
              .writeHead(a.status, { 'content-type': 'application/json', 'request-id': id('req') })
              .end(JSON.stringify(a.body));
        },
        (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url: base,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_INDIVIDUAL: STAND_IN_PRICES.individual,
      STRIPE_PRICE_PROFESSIONAL: STAND_IN_PRICES.professional,
      STRIPE_API_URL: base,
    },
    webhookSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    customers,
    subscriptions,
    sessions,
    setWebhookUrl: (u) => {
      webhookUrl = u;
    },
    pay,
    updateSubscription,
    event,
    signed,
    invoiceFor,
    invoices,
    refunds,
    deliver,
    emitted,
    failNext: (count, error = {}) => {
      failures = {
        left: count,
        status: error.status ?? 500,
        type: error.type ?? 'api_error',
        message: error.message ?? 'stand-in failure',
      };
    },
  };
  return standIn;
}
