import { renderMail } from '../../mail/layout';
import type { Deps } from '../../deps';
import { sendVisitorMail } from '../../mail/visitor-caps';
import { confirmUrl, oneClickUnsubscribeUrl, unsubscribeUrl } from './links';

type MailDeps = Pick<Deps, 'mailer' | 'signer' | 'clock' | 'config' | 'db'>;

const unsubscribeFooter = (deps: MailDeps, id: number) =>
  `You receive this because this address was entered on our site. Unsubscribe at any time: ${unsubscribeUrl(deps, id)}`;

/** Double opt-in: nothing is sent to the address until this link is followed. Capped per address (visitor-caps). */
export function sendConfirmationMail(deps: MailDeps, sub: { id: number; email: string }) {
  const { text, html } = renderMail({
    title: 'Confirm your newsletter subscription',
    paragraphs: [
      'Thanks for signing up for the weekly TrendLab newsletter: market insights, trend-following lessons and trading tips, once a week and no spam.',
      'Please confirm that this address is yours. If you did not ask for this, ignore this mail and nothing more will be sent.',
    ],
    action: { label: 'Confirm subscription', url: confirmUrl(deps, sub.id) },
    footer: unsubscribeFooter(deps, sub.id),
  });
  return sendVisitorMail(deps, {
    kind: 'newsletter-confirmation',
    to: sub.email,
    subject: 'Confirm your TrendLab newsletter subscription',
    text,
    html,
    unsubscribe: oneClickUnsubscribeUrl(deps, sub.id),
  });
}

export function sendWelcomeMail(deps: MailDeps, sub: { id: number; email: string }) {
  const { text, html } = renderMail({
    title: 'Welcome to the community!',
    paragraphs: [
      "Your subscription is confirmed. You'll receive our weekly market insights and trading tips.",
      'Meanwhile, try the entrance-exam quiz or look at the live signals on the site.',
    ],
    action: { label: 'Explore the platform', url: deps.config.PUBLIC_URL },
    footer: unsubscribeFooter(deps, sub.id),
  });
  return deps.mailer.send({
    kind: 'newsletter-welcome',
    to: sub.email,
    subject: 'Welcome to the TrendLab newsletter',
    text,
    html,
    unsubscribe: oneClickUnsubscribeUrl(deps, sub.id),
  });
}
