import { isPlan, isPlanStatus, statusGivesAccess } from '../../../core/access';
import type { Plan, PlanStatus } from '../../../core/access';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { findUserByEmail } from '../../lib/users-repo';
import { supersedeCurrentGrant } from '../../lib/access-grants-repo';
import { membershipOf, setPlan, upsertMembership } from './repo';
import { flagsOf } from './plan-state';
import type { BillingDeps } from './plan-state';

/**
 * The operator takes over the member's access (one owner at a time): a running trial or grant ends
 * now without its ending mail, and the plan is the operator's (a Stripe subscription stays Stripe's: its next
 * event decides again).
 */
async function takeOver(db: Db, userId: number, status: PlanStatus | null, now: Date) {
  const m = await membershipOf(db, userId);
  await supersedeCurrentGrant(db, userId, now);
  await upsertMembership(db, userId, {
    source: m?.source === 'stripe' ? 'stripe' : 'operator',
    graceEndsAt: null,
    endedAt: statusGivesAccess(status) ? null : now,
    updatedAt: now,
  });
}

/**
 * Manage Subscribers edits the same facts: a tier or status set on a subscriber row becomes the plan and
 * status of the account with that email (an operator grant without an end date). Returns that account's id, if any.
 */
export async function applySubscriberPlan(
  deps: BillingDeps,
  row: { email: string; subscriptionTier: string; subscriptionStatus: string },
) {
  const user = await findUserByEmail(deps.db, row.email);
  const plan = row.subscriptionTier;
  const status = row.subscriptionStatus;
  if (!user || !isPlan(plan) || !isPlanStatus(status)) return;
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await takeOver(tx, user.id, status, now);
    await setPlan(tx, user.id, plan, status, flagsOf(plan, status), now);
  });
  await forgetCachedUser(user.id);
  return user.id; // run inside a caller's transaction, the caller forgets the cached user again after its commit
}

interface Flags {
  isPaidSubscriber: boolean;
  enableFutures: boolean;
  enableEquities: boolean;
  enableCryptos: boolean;
}

/** The plan these flags are: futures only Individual, all three Professional, any other mix none. */
function planOfFlags(f: Flags): Plan | null {
  if (!f.isPaidSubscriber || !f.enableFutures) return null;
  if (!f.enableEquities && !f.enableCryptos) return 'individual';
  return f.enableEquities && f.enableCryptos ? 'professional' : null;
}

/**
 * The registrations screen edits the same facts: when the operator changes the Paid Subscriber switch or a
 * market flag, the account gets the plan those flags are (futures only: Individual; all three: Professional), active,
 * as an operator grant without an end date; any other mix, or the switch off, clears the plan record so the switch and
 * flags decide as before (decision 0052). A save that changes neither leaves the plan alone. Either way the operator
 * owns the access now: a running trial or grant ends without its mail.
 */
export async function followRegistrationFlags(
  db: Db,
  before: Flags & { id: number },
  patch: Flags,
  now: Date,
) {
  const keys = ['isPaidSubscriber', 'enableFutures', 'enableEquities', 'enableCryptos'] as const;
  if (keys.every((k) => before[k] === patch[k])) return;
  const plan = planOfFlags(patch);
  await takeOver(db, before.id, plan ? 'active' : null, now);
  await setPlan(db, before.id, plan, plan ? 'active' : null, { ...patch }, now);
}
