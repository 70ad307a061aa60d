import type { PlanSource } from '../schemas/billing';
import type { PlanStatus } from '../access/plans';

/**
 * The one sentence that says where a member's plan stands: the profile, the back office and the
 * mails all print this, so a member never reads 'Renews on' for a plan that will not renew. Pure: the date is
 * formatted here (en-US, UTC) so the server's mails and the browser print the same words.
 */
export interface StatusFacts {
  status: PlanStatus | null;
  source: PlanSource | null;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: string | null;
  accessEndsAt: string | null;
  /** When access ended (cancelled or expired). */
  endedAt: string | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'December 8, 2026' (UTC): the day format of every status line. */
export function statusDay(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

const on = (words: string, at: string | null) => (at ? `${words} ${statusDay(at)}` : null);

function activeLine(f: StatusFacts): string {
  if (f.source === 'stripe') {
    if (f.cancelAtPeriodEnd) return on('Cancelled: access until', f.currentPeriodEnd) ?? 'Cancelled';
    return on('Renews on', f.currentPeriodEnd) ?? 'Active';
  }
  return on('Active: access until', f.accessEndsAt) ?? 'Active';
}

function trialLine(f: StatusFacts): string {
  // A Stripe subscription in its trial is charged at the trial's end unless it was cancelled.
  if (f.source === 'stripe' && !f.cancelAtPeriodEnd)
    return on('Free trial: first payment on', f.trialEndsAt ?? f.currentPeriodEnd) ?? 'Free trial';
  return on('Free trial: ends on', f.trialEndsAt ?? f.currentPeriodEnd) ?? 'Free trial';
}

/** The status line, or null for a member without a plan record (free). */
export function planStatusLine(f: StatusFacts): string | null {
  switch (f.status) {
    case null:
      return null;
    case 'trial':
      return trialLine(f);
    case 'active':
      return activeLine(f);
    case 'past_due':
      return on('Payment due: access until', f.graceEndsAt) ?? 'Payment due';
    default:
      return on('Ended on', f.endedAt) ?? 'Ended';
  }
}
