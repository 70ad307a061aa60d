import { isPremium } from '../../../core/access';
import type { SelfServePlan } from '../../../core/access';
import { trialIdentityOf } from '../../../core/billing/trial-identity';
import { AppError } from '../../../core/errors';
import { TRIAL_ALREADY_USED } from '../../../core/schemas/billing';
import { isoDay } from '../../../core/schemas/trials';
import { inTransaction } from '../../db/transaction';
import type { SessionUser } from '../../deps';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { sendAccessGrantedMail } from '../../mail/access-mails';
import { closeOpenTrialRequests, upsertAccessGrant } from '../../lib/access-grants-repo';
import { claimTrial, setPlan, syncSubscriberRow, trialUsed, upsertMembership } from './repo';
import { ALREADY_PREMIUM, DAY_MS, flagsOf, TRIAL_STARTED, utcMidnight } from './plan-state';
import type { BillingDeps } from './plan-state';

/** Whether this account or this person (the normalised address) has had its one trial. */
export const trialUsedBy = (deps: BillingDeps, userId: number, email: string) =>
  trialUsed(deps.db, userId, trialIdentityOf(email));

/**
 * 'Start Free Trial': starts at once for TRIAL_DAYS (ends at 00:00 UTC after the last day), one per account and
 * person: the claim is kept under the normalised address (lower case, no '+tag', no Gmail dots), so another
 * spelling of the same mailbox is refused. The trial is an access grant of kind 'trial', so the access job mails
 * 3 days before and ends it.
 */
export async function startTrial(deps: BillingDeps, user: SessionUser, plan: SelfServePlan) {
  // One trial per account and person: a second one is refused first, whatever the member has now.
  if (await trialUsedBy(deps, user.id, user.email)) throw new AppError('CONFLICT', TRIAL_ALREADY_USED);
  if (isPremium(user)) throw new AppError('CONFLICT', ALREADY_PREMIUM);
  const now = deps.clock.now();
  const endsAt = new Date(utcMidnight(now).getTime() + (deps.config.TRIAL_DAYS + 1) * DAY_MS);
  const started = await inTransaction(deps.db, async (tx) => {
    if (!(await claimTrial(tx, user.id, trialIdentityOf(user.email), plan, now))) return false;
    const values = { kind: 'trial', plan, endsAt, reminderSentAt: null, endedAt: null, updatedAt: now };
    await upsertAccessGrant(tx, { userId: user.id, startsAt: now, ...values }, { ...values, startsAt: now });
    await upsertMembership(tx, user.id, {
      source: 'trial',
      graceEndsAt: null,
      cancelAtPeriodEnd: false,
      endedAt: null,
      updatedAt: now,
    });
    await setPlan(tx, user.id, plan, 'trial', flagsOf(plan, 'trial'), now);
    await closeOpenTrialRequests(tx, user.id, now);
    await syncSubscriberRow(tx, user, { tier: plan, status: 'trial' }, now);
    return true;
  });
  if (!started) throw new AppError('CONFLICT', TRIAL_ALREADY_USED);
  await forgetCachedUser(user.id);
  await sendAccessGrantedMail(deps, user, { kind: 'trial', plan, endsOn: isoDay(endsAt) }, false);
  return { plan, trialEndsAt: endsAt.toISOString(), message: TRIAL_STARTED(plan, isoDay(endsAt)) };
}
