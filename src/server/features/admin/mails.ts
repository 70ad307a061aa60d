import { renderMail } from '../../mail/layout';

export const CONTACT_REPLY_SIGNATURE = 'Best regards,\nThe TrendLab team';

/** The operator's answer to a contact message: their text, the site's signature, the quoted original below. */
export function contactReplyMail(o: {
  name: string;
  body: string;
  originalSubject: string;
  originalMessage: string;
}) {
  return renderMail({
    title: `Hello ${o.name},`,
    paragraphs: [
      ...o.body.split(/\n{2,}/),
      CONTACT_REPLY_SIGNATURE,
      `--- Your message "${o.originalSubject}" ---`,
      o.originalMessage,
    ],
  });
}
