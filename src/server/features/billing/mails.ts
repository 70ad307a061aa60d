import type { Deps } from '../../deps';
import { renderMail } from '../../mail/layout';

type MailDeps = Pick<Deps, 'mailer' | 'config'>;

const longDay = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A payment failed: access continues until the grace period ends. */
export function sendPaymentFailedMail(
  deps: MailDeps,
  to: { email: string; firstName: string },
  graceEndsAt: Date,
) {
  const subject = 'Your TrendLab payment failed';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hi ${to.firstName},`,
      `We could not take your subscription payment. Your access continues until ${longDay(graceEndsAt)}; please update your card before then so it does not end.`,
    ],
    action: { label: 'Update payment details', url: `${deps.config.PUBLIC_URL}/profile` },
  });
  return deps.mailer.send({ kind: 'payment-failed', to: to.email, subject, ...body });
}
