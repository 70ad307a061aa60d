import { INQUIRY_LABELS } from '../../../core/schemas/contact';
import type { Deps } from '../../deps';
import { renderMail } from '../../mail/layout';

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: keyof typeof INQUIRY_LABELS;
}

/** Tells the operator a message is waiting (answered from the admin's contact messages page). */
export function sendOperatorNotice(deps: Pick<Deps, 'mailer' | 'config'>, m: StoredContactMessage) {
  const { text, html } = renderMail({
    title: `New contact message: ${m.subject}`,
    paragraphs: [
      `From: ${m.name} <${m.email}>`,
      `Inquiry type: ${INQUIRY_LABELS[m.inquiryType]}`,
      m.message,
      'We promise a reply by email within 24 hours.',
    ],
    action: { label: 'Open contact messages', url: `${deps.config.PUBLIC_URL}/admin/contact-messages` },
  });
  return deps.mailer.send({
    kind: 'contact-message',
    to: deps.config.OPERATOR_EMAIL,
    subject: `[Contact #${m.id}] ${m.subject}`,
    text,
    html,
  });
}
