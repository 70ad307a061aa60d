import { accessPlanOf, isPlan, PLANS } from '../../../core/access';
import type { BillingOverview, SubscriberBilling } from '../../../core/schemas/billing';
import { openGrantEndsOf } from '../../lib/access-grants-repo';
import { customerUrl, onlinePayment } from '../../lib/stripe';
import { billingByEmails } from './repo';
import {
  billedTotals,
  grantedPlans,
  listedSubscriberCounts,
  monthFigures,
  trialCount,
} from './overview-repo';
import { billingFactsOf } from './plan-state';
import type { BillingDeps } from './plan-state';

/**
 * The operator's card: MRR and paying members from what Stripe bills (the open subscriptions' prices
 * times quantities, kept at every sync), revenue from paid invoices minus refunds, and the operator's granted
 * paid plans counted apart (their list price is not revenue).
 */
export async function billingOverview(deps: BillingDeps): Promise<BillingOverview> {
  const now = deps.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const billed = await billedTotals(deps.db);
  const month = await monthFigures(deps.db, monthStart);
  const listed = await listedSubscriberCounts(deps.db);
  let grantedPaidMembers = 0;
  let grantedMonthlyCents = 0;
  for (const g of await grantedPlans(deps.db)) {
    if (!isPlan(g.plan) || g.plan === 'free') continue;
    grantedPaidMembers += Number(g.n);
    grantedMonthlyCents += (PLANS[g.plan].monthlyCents ?? 0) * Number(g.n);
  }
  return {
    payingMembers: billed.members,
    trials: await trialCount(deps.db),
    mrrCents: billed.cents,
    grantedPaidMembers,
    grantedMonthlyCents,
    revenueThisMonthCents: month.revenueCents,
    cancellationsThisMonth: month.cancellations,
    month: now.toISOString().slice(0, 7),
    onlinePayment: onlinePayment(deps.config),
    listedSubscribers: listed.total,
    listedWithoutAccount: listed.withoutAccount,
  };
}

/** The billing facts of the accounts behind these subscriber emails, by lower-cased email. */
export async function subscriberBillingFor(
  deps: BillingDeps,
  emails: string[],
): Promise<Map<string, SubscriberBilling>> {
  const rows = await billingByEmails(deps.db, emails);
  // One query for the page's grants (not one per row: the customer book lists 20 at a time).
  const grants = await openGrantEndsOf(
    deps.db,
    rows.map((r) => r.userId),
  );
  const out = new Map<string, SubscriberBilling>();
  for (const r of rows) {
    const end = grants.get(r.userId);
    out.set(
      r.email.toLowerCase(),
      billingFactsOf(
        { userId: r.userId, plan: r.plan, planStatus: r.planStatus, accessPlan: accessPlanOf(r) },
        r.membership,
        end ? { endsAt: end, endedAt: null } : null,
        (id) => customerUrl(deps.config, id),
      ),
    );
  }
  return out;
}
