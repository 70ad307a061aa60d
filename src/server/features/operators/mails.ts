import { renderMail } from '../../mail/layout';

/** The invite an owner sends: the link sets a password and the authenticator. */
export function operatorInviteMail(o: { invitedBy: string; role: string; url: string; days: number }) {
  return renderMail({
    title: 'You are invited to the TrendLab back office',
    paragraphs: [
      `${o.invitedBy} invited you as ${o.role === 'owner' ? 'an owner' : 'staff'}.`,
      `The link sets your password and an authenticator app (a code from it is asked at every sign-in). It works for ${o.days} days.`,
    ],
    action: { label: 'Accept the invite', url: o.url },
  });
}
