import type { Deps } from '../../deps';
import { renderMail } from '../../mail/layout';
import { sendVisitorMail } from '../../mail/visitor-caps';
import type { CapDeps } from '../../mail/visitor-caps';

// Subjects never carry the code or a token: the mailer logs subjects (DESIGN §3, nothing secret in logs).

/** Capped per address (visitor-caps): a pending account's sign-in asks for a fresh link each time. */
export function sendConfirmationMail(deps: CapDeps, to: { email: string; firstName: string }, token: string) {
  const url = `${deps.config.PUBLIC_URL}/confirm-email#token=${encodeURIComponent(token)}`;
  const body = renderMail({
    title: 'Confirm your email address',
    paragraphs: [
      `Hi ${to.firstName},`,
      'Thank you for creating an account. Please confirm your email address to finish your registration.',
      'The link is valid for 48 hours. If you did not create an account, you can ignore this mail.',
    ],
    action: { label: 'Confirm email address', url },
  });
  return sendVisitorMail(deps, {
    kind: 'registration-confirmation',
    to: to.email,
    subject: 'Confirm your email address',
    ...body,
  });
}

export function sendSignInCodeMail(
  deps: Pick<Deps, 'mailer'>,
  to: { email: string; firstName: string },
  code: string,
  details: { riskLevel: string; reasons: string[]; ipAddress: string },
) {
  const body = renderMail({
    title: 'Your sign-in verification code',
    code,
    paragraphs: [
      `Hi ${to.firstName}, your verification code is: ${code}`,
      'Enter it on the sign-in page. It expires in 10 minutes.',
      `Why we asked: ${details.riskLevel} risk activity on a sign-in to your account (${details.reasons.join('; ')}; IP address ${details.ipAddress}). If this was not you, change your password right away.`,
    ],
  });
  return deps.mailer.send({
    kind: 'signin-code',
    to: to.email,
    subject: 'Your sign-in verification code',
    ...body,
  });
}

/** Capped per address (visitor-caps): anyone can ask for a reset of any address. */
export function sendPasswordResetMail(
  deps: CapDeps,
  to: { email: string; firstName: string },
  token: string,
) {
  const url = `${deps.config.PUBLIC_URL}/reset-password#token=${encodeURIComponent(token)}`;
  const body = renderMail({
    title: 'Reset your password',
    paragraphs: [
      `Hi ${to.firstName},`,
      'Someone asked to reset the password of your account. Use the link below to choose a new one.',
      'The link works once and expires in 1 hour. Setting a new password signs you out everywhere. If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  });
  return sendVisitorMail(deps, {
    kind: 'password-reset',
    to: to.email,
    subject: 'Reset your password',
    ...body,
  });
}

/** After a reset or a change: tells the owner, so a change they did not make does not go unnoticed. */
export function sendPasswordChangedMail(
  deps: Pick<Deps, 'mailer' | 'config'>,
  to: { email: string; firstName: string },
  how: 'reset' | 'change',
) {
  const body = renderMail({
    title: 'Your password was changed',
    paragraphs: [
      `Hi ${to.firstName},`,
      how === 'reset'
        ? 'The password of your TrendLab account was just reset with a mailed link. You were signed out everywhere.'
        : 'The password of your TrendLab account was just changed from the Settings page. Your other sessions were signed out.',
      'If this was you, there is nothing to do. If it was not, reset your password right away and tell us through the contact page.',
    ],
    action: { label: 'Reset my password', url: `${deps.config.PUBLIC_URL}/forgot-password` },
  });
  return deps.mailer.send({
    kind: 'password-changed',
    to: to.email,
    subject: 'Your password was changed',
    ...body,
  });
}
