import { accessPlanOf } from '../../../core/access';
import { AppError } from '../../../core/errors';
import { SUBSCRIPTION_CONTACT_PATH } from '../../../core/schemas/billing';
import type { BillingStatus } from '../../../core/schemas/billing';
import { findUserById } from '../../lib/users-repo';
import { accessGrantOf } from '../../lib/access-grants-repo';
import { customerUrl, onlinePayment } from '../../lib/stripe';
import { membershipOf } from './repo';
import { billingFactsOf } from './plan-state';
import type { BillingDeps } from './plan-state';
import { trialUsedBy } from './trial-service';

/** GET /api/billing/status: the member's plan state, the facts their status line is made of. */
export async function billingStatus(deps: BillingDeps, userId: number): Promise<BillingStatus> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in');
  const m = await membershipOf(deps.db, userId);
  const grant = await accessGrantOf(deps.db, userId);
  const facts = billingFactsOf(
    { userId, plan: user.plan, planStatus: user.planStatus, accessPlan: accessPlanOf(user) },
    m,
    grant,
    (id) => customerUrl(deps.config, id),
  );
  return {
    plan: facts.plan,
    status: facts.status,
    accessPlan: accessPlanOf(user),
    source: facts.source,
    trialEndsAt: facts.trialEndsAt,
    trialAvailable: !(await trialUsedBy(deps, userId, user.email)),
    currentPeriodEnd: facts.currentPeriodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    graceEndsAt: facts.graceEndsAt,
    accessEndsAt: facts.accessEndsAt,
    endedAt: facts.endedAt,
    onlinePayment: onlinePayment(deps.config),
    canManageBilling: onlinePayment(deps.config) && Boolean(m?.stripeCustomerId),
    trialDays: deps.config.TRIAL_DAYS,
    contactPath: SUBSCRIPTION_CONTACT_PATH,
  };
}
