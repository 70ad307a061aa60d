import { isPlan } from '../../../core/access';
import { inTransaction } from '../../db/transaction';
import { findUserById } from '../../lib/users-repo';
import { sendAccessEndedMail } from '../../mail/access-mails';
import { recordSystemAudit } from '../../lib/system-audit';
import { cancelledPeriodOver, pastDueOver, syncSubscriberRow, upsertMembership } from './repo';
import { applyPlan } from './plan-state';
import type { BillingDeps } from './plan-state';

/** Ends one member's paid access (status `to`), with the system's audit row. */
async function endPaidAccess(deps: BillingDeps, userId: number, to: 'expired' | 'cancelled', action: string) {
  const user = await findUserById(deps.db, userId);
  if (!user || !isPlan(user.plan)) return null;
  const plan = user.plan;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await applyPlan(tx, userId, plan, to, now);
    await upsertMembership(tx, userId, { source: 'stripe', endedAt: now, updatedAt: now });
    await syncSubscriberRow(tx, user, { tier: plan, status: to }, now);
    await recordSystemAudit(tx, now, {
      action,
      userId,
      before: { plan, planStatus: user.planStatus },
      after: { plan, planStatus: to },
    });
  });
  return { user, plan };
}

/**
 * Every minute with the access job: a failed payment's grace period over -> expired (free) with a mail; a
 * subscription set to cancel whose period is over -> cancelled (in case Stripe's 'deleted' event is late).
 */
export async function processBillingDeadlines(
  deps: BillingDeps,
): Promise<{ expired: number; cancelled: number }> {
  const now = deps.clock.now();
  let expired = 0;
  let cancelled = 0;
  for (const { userId } of await pastDueOver(deps.db, now)) {
    const done = await endPaidAccess(deps, userId, 'expired', 'billing.grace-over');
    if (!done) continue;
    if (done.plan !== 'free' && done.plan !== 'institution')
      await sendAccessEndedMail(deps, done.user, { kind: 'paid', plan: done.plan });
    expired++;
  }
  for (const { userId } of await cancelledPeriodOver(deps.db, now)) {
    if (await endPaidAccess(deps, userId, 'cancelled', 'billing.period-over')) cancelled++;
  }
  return { expired, cancelled };
}
