import { renderMail } from '../../mail/layout';

/** The operator's answer to a contact message: their text, quoted original below. */
export function contactReplyMail(o: {
  name: string;
  body: string;
  originalSubject: string;
  originalMessage: string;
}) {
  return renderMail({
    title: `Hello ${o.name},`,
    paragraphs: [...o.body.split(/\n{2,}/), `--- Your message "${o.originalSubject}" ---`, o.originalMessage],
  });
}
