import { AppError } from '../../../core/errors';
import { endsAtOf, isoDay, REMINDER_DAYS } from '../../../core/schemas/trials';
import type { AccessGrantInput, AccessKind, TrialPlan } from '../../../core/schemas/trials';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import type { AuditInTx } from '../../lib/audit-log';
import { forgetCachedUser } from '../../sessions/user-sessions';
import { findUserById, updateUser } from '../../lib/users-repo';
import { markAccessEnded, upsertMembership } from '../billing';
import { recordSystemAudit } from '../../lib/system-audit';
import { sendAccessEndedMail, sendAccessEndingMail, sendAccessGrantedMail } from '../../mail/access-mails';
import {
  accessGrantOf,
  claimDueReminders,
  clearPaidFlag,
  closeOpenTrialRequests,
  endCurrentGrantAt,
  endDueGrants,
  upsertAccessGrant,
} from '../../lib/access-grants-repo';

type ServiceDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;
const DAY_MS = 24 * 60 * 60_000;

/** Which markets a plan opens (spec 01 §9: Individual is futures only). */
const PLAN_FLAGS: Record<TrialPlan, { enableFutures: true; enableEquities?: true; enableCryptos?: true }> = {
  individual: { enableFutures: true },
  professional: { enableFutures: true, enableEquities: true, enableCryptos: true },
};

export { ALREADY_PREMIUM } from '../billing';

/**
 * The operator's one action: trial or paid access until an end date. Access starts at once (the
 * user's cached session is dropped), open requests are closed and the member is mailed. On a
 * current grant it changes kind, plan and end date (extension).
 */
export async function grantAccess(
  deps: ServiceDeps,
  userId: number,
  input: AccessGrantInput,
  audit?: AuditInTx,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Registration not found');
  const now = deps.clock.now();
  const endsAt = endsAtOf(input.endsOn);
  const existing = await accessGrantOf(deps.db, userId);
  const extended = Boolean(existing && existing.endedAt === null);
  // A new grant that ends within the reminder window: the granted mail already names the end.
  const reminderSentAt = !extended && endsAt.getTime() - REMINDER_DAYS * DAY_MS <= now.getTime() ? now : null;
  const values = {
    kind: input.kind,
    plan: input.plan,
    endsAt,
    reminderSentAt,
    endedAt: null,
    updatedAt: now,
  };
  // The grant, the member's flags and the closed requests change together or not at all.
  await inTransaction(deps.db, async (tx) => {
    await upsertAccessGrant(
      tx,
      { userId, startsAt: now, ...values },
      extended ? values : { ...values, startsAt: now },
    );
    // The grant is the member's plan record too: plan and status decide access, the flags mirror them.
    await updateUser(tx, userId, {
      isPaidSubscriber: true,
      status: 'approved',
      ...PLAN_FLAGS[input.plan],
      plan: input.plan,
      planStatus: input.kind === 'trial' ? 'trial' : 'active',
      updatedAt: now,
    });
    await upsertMembership(tx, userId, { source: 'operator', graceEndsAt: null, updatedAt: now });
    await closeOpenTrialRequests(tx, userId, now);
    await audit?.(tx); // the operator's audit row commits with the grant
  });
  await forgetCachedUser(userId);
  await sendAccessGrantedMail(deps, user, input, extended);
  await processAccessDeadlines(deps); // a shortened grant may be due for its reminder now
}

/** The operator ends access now (same path as the end date passing). */
export async function endAccessNow(deps: ServiceDeps, userId: number, audit?: AuditInTx) {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    if (!(await endCurrentGrantAt(tx, userId, now)))
      throw new AppError('NOT_FOUND', 'This member has no current access');
    await audit?.(tx); // the operator's audit row commits with the end
  });
  await processAccessDeadlines(deps);
}

/**
 * The scheduled job (every minute, and after each operator action): ends access whose end date
 * has come and mails reminders REMINDER_DAYS before. Each row is claimed by one UPDATE, so
 * several server processes never send a mail twice.
 */
export async function processAccessDeadlines(
  deps: ServiceDeps,
): Promise<{ ended: number; reminded: number }> {
  const now = deps.clock.now();
  // An ended grant and its member's paid flag change together; the mails go out after the commit.
  const ended = await inTransaction(deps.db, async (tx) => {
    const grants = await endDueGrants(tx, now);
    const members = [];
    for (const g of grants) {
      const u = await clearPaidFlag(tx, g.userId, now);
      await markAccessEnded(tx, g.userId, now);
      // Nobody clicked: the audit log names the system.
      await recordSystemAudit(tx, now, {
        action: g.kind === 'trial' ? 'trial.end' : 'access.end',
        userId: g.userId,
        before: { kind: g.kind, plan: g.plan, endsAt: g.endsAt.toISOString() },
        after: { endedAt: now.toISOString() },
        reason: 'end date reached',
      });
      members.push({ g, u });
    }
    return members;
  });
  for (const { g, u } of ended) {
    await forgetCachedUser(g.userId);
    if (u) await sendAccessEndedMail(deps, u, { kind: g.kind as AccessKind, plan: g.plan as TrialPlan });
  }
  const reminded = await claimDueReminders(deps.db, now, new Date(now.getTime() + REMINDER_DAYS * DAY_MS));
  for (const g of reminded) {
    const u = await findUserById(deps.db, g.userId);
    const daysLeft = Math.max(1, Math.ceil((g.endsAt.getTime() - now.getTime()) / DAY_MS));
    const grant = { kind: g.kind as AccessKind, plan: g.plan as TrialPlan, endsOn: isoDay(g.endsAt) };
    if (u) await sendAccessEndingMail(deps, u, grant, daysLeft);
  }
  return { ended: ended.length, reminded: reminded.length };
}
