import type { Deps } from '../../deps';
import { renderMail } from '../../mail/layout';

// Subjects never carry the code or a token: the mailer logs subjects (DESIGN §3, nothing secret in logs).

export function sendConfirmationMail(deps: Pick<Deps, 'mailer' | 'config'>, to: { email: string; firstName: string }, token: string) {
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
  return deps.mailer.send({ kind: 'registration-confirmation', to: to.email, subject: 'Confirm your email address', ...body });
}

export function sendSignInCodeMail(
  deps: Pick<Deps, 'mailer'>,
  to: { email: string; firstName: string },
  code: string,
  details: { riskLevel: string; reasons: string[]; ipAddress: string },
) {
  const body = renderMail({
    title: 'Your sign-in verification code',
    paragraphs: [
      `Hi ${to.firstName},`,
      `We noticed ${details.riskLevel} risk activity on a sign-in to your account (${details.reasons.join('; ')}; IP address ${details.ipAddress}).`,
      `Your verification code is: ${code}`,
      'It expires in 10 minutes. If this was not you, change your password right away.',
    ],
  });
  return deps.mailer.send({ kind: 'signin-code', to: to.email, subject: 'Your sign-in verification code', ...body });
}

export function sendPasswordResetMail(deps: Pick<Deps, 'mailer' | 'config'>, to: { email: string; firstName: string }, token: string) {
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
  return deps.mailer.send({ kind: 'password-reset', to: to.email, subject: 'Reset your password', ...body });
}
