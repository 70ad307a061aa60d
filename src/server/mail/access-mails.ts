/**
 * The mails of granted access (docs/features/trials.md): granted or extended, ending soon, ended. Sent by the
 * operator's grants (trials) and by the self-serve trials and subscriptions (billing).
 */
import { ACCESS_KIND_LABELS, PLAN_LABELS, REMINDER_DAYS } from '../../core/schemas/trials';
import type { AccessKind, TrialPlan } from '../../core/schemas/trials';
import type { Deps } from '../deps';
import { renderMail } from './layout';
import { onlinePayment } from '../lib/stripe';

type MailDeps = Pick<Deps, 'mailer' | 'config'>;
interface Member {
  email: string;
  firstName: string;
}
interface Grant {
  kind: AccessKind;
  plan: TrialPlan;
  endsOn: string;
}

const what = (g: Pick<Grant, 'kind' | 'plan'>) =>
  g.kind === 'trial' ? `free trial of the ${PLAN_LABELS[g.plan]} plan` : `${PLAN_LABELS[g.plan]} plan`;
/** "7 December 2026": the day access ends (at 00:00 UTC), so the last full day is the one before. */
const longDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const markets = (plan: TrialPlan) =>
  plan === 'individual' ? 'futures signals' : 'futures, equity and crypto signals';

/** How to keep the full signals: subscribe online when Stripe is set up, else ask through the contact form. */
function keepGoing(deps: MailDeps) {
  return onlinePayment(deps.config)
    ? {
        text: 'To keep the full signals, subscribe from your profile: it takes a minute.',
        action: { label: 'Subscribe', url: `${deps.config.PUBLIC_URL}/profile` },
      }
    : {
        text: 'To keep the full signals, tell us through the contact page and we will set up your subscription.',
        action: {
          label: 'Ask about a subscription',
          url: `${deps.config.PUBLIC_URL}/contact?inquiry=subscription`,
        },
      };
}

export function sendAccessGrantedMail(deps: MailDeps, to: Member, g: Grant, extended: boolean) {
  const subject = extended
    ? 'Your TrendLab access was extended'
    : `Your TrendLab ${g.kind === 'trial' ? 'free trial' : 'access'} has started`;
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hi ${to.firstName},`,
      extended
        ? `Your ${what(g)} now runs until ${longDay(g.endsOn)} (it ends at 00:00 UTC that day).`
        : `Your ${what(g)} is active now: the full ${markets(g.plan)} are open to you the next time you load a page.`,
      `${ACCESS_KIND_LABELS[g.kind]} ends on ${longDay(g.endsOn)} (00:00 UTC). We will remind you ${REMINDER_DAYS} days before.`,
    ],
    action: { label: 'Open the signals', url: `${deps.config.PUBLIC_URL}/signals` },
  });
  return deps.mailer.send({
    kind: extended ? 'access-extended' : 'access-granted',
    to: to.email,
    subject,
    ...body,
  });
}

export function sendAccessEndingMail(deps: MailDeps, to: Member, g: Grant, daysLeft: number) {
  const subject = `Your TrendLab ${g.kind === 'trial' ? 'free trial' : 'access'} ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hi ${to.firstName},`,
      `Your ${what(g)} ends on ${longDay(g.endsOn)} (00:00 UTC). After that your account stays open with the free view.`,
      keepGoing(deps).text,
    ],
    action: keepGoing(deps).action,
  });
  return deps.mailer.send({ kind: 'access-ending', to: to.email, subject, ...body });
}

export function sendAccessEndedMail(deps: MailDeps, to: Member, g: Pick<Grant, 'kind' | 'plan'>) {
  const subject = `Your TrendLab ${g.kind === 'trial' ? 'free trial' : 'access'} has ended`;
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hi ${to.firstName},`,
      `Your ${what(g)} has ended. Your account stays open: you can still sign in and see the free view of every page.`,
      keepGoing(deps).text,
    ],
    action: keepGoing(deps).action,
  });
  return deps.mailer.send({ kind: 'access-ended', to: to.email, subject, ...body });
}
