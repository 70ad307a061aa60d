import { INQUIRY_LABELS } from '../../../core/schemas/contact';
import { renderMail } from '../../mail/layout';
import { sendVisitorMail } from '../../mail/visitor-caps';
import type { CapDeps } from '../../mail/visitor-caps';

export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: keyof typeof INQUIRY_LABELS;
}

/**
 * Tells the operator a message is waiting (answered from the admin's contact messages page). A
 * visitor triggers it, so it passes the visitor-mail caps (decision 0040), counted per sender
 * address a day and in the hourly total: a flood of posts fills the admin list, not the
 * operator's inbox (the held copies are listed in the outbox).
 */
export function sendOperatorNotice(deps: CapDeps, m: StoredContactMessage) {
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
  return sendVisitorMail(
    deps,
    {
      kind: 'contact-message',
      to: deps.config.OPERATOR_EMAIL,
      subject: `[Contact #${m.id}] ${m.subject}`,
      replyTo: m.email, // the operator's mail client answers the sender directly
      text,
      html,
    },
    { countAs: m.email },
  );
}

/**
 * Tells the sender the message arrived. It repeats none of their text: the form takes any address,
 * so echoing input would let it mail arbitrary words to strangers (decision 0032).
 */
export function sendContactAcknowledgement(deps: CapDeps, m: Pick<StoredContactMessage, 'id' | 'email'>) {
  const { text, html } = renderMail({
    title: 'We received your message',
    paragraphs: [
      'Thank you for writing to TrendLab. Your message reached us and we will get back to you within 24 hours.',
      `Your reference: #${m.id}. If you did not write to us, you can ignore this mail.`,
    ],
    action: { label: 'Visit TrendLab', url: deps.config.PUBLIC_URL },
  });
  return sendVisitorMail(deps, {
    kind: 'contact-acknowledgement',
    to: m.email,
    subject: 'We received your message',
    text,
    html,
  });
}
