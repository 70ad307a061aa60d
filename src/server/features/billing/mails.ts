import type { Deps } from '../../deps';
import { renderMail } from '../../mail/layout';

type MailDeps = Pick<Deps, 'mailer' | 'config'>;

/**
 * A payment failed: access continues until the grace period ends. `statusLine` is the member's status line
 * (src/core/billing/status-line.ts), the same words the profile and the back office show.
 */
export function sendPaymentFailedMail(
  deps: MailDeps,
  to: { email: string; firstName: string },
  statusLine: string,
) {
  const subject = 'Your TrendLab payment failed';
  const body = renderMail({
    title: subject,
    paragraphs: [
      `Hi ${to.firstName},`,
      `We could not take your subscription payment. ${statusLine}.`,
      'Please update your card before then so your access does not end.',
    ],
    action: { label: 'Update payment details', url: `${deps.config.PUBLIC_URL}/profile` },
  });
  return deps.mailer.send({ kind: 'payment-failed', to: to.email, subject, ...body });
}
