import type { NewsletterSubscriber } from '@/core/schemas/admin-records';
import { toCsv } from './csv';

export const NEWSLETTER_CSV_HEADER = [
  'Email',
  'First Name',
  'Last Name',
  'Status',
  'Source',
  'Subscribed At',
  'Emails Sent',
  'Tags',
  'Notes',
];

/** Spec §7: tags joined with semicolons, commas in notes replaced by semicolons. */
export function newsletterCsv(rows: NewsletterSubscriber[]): string {
  return toCsv(
    NEWSLETTER_CSV_HEADER,
    rows.map((s) => [
      s.email,
      s.firstName ?? '',
      s.lastName ?? '',
      s.status,
      s.source,
      s.subscribedAt,
      s.emailsSent,
      s.tags.join(';'),
      (s.notes ?? '').replace(/,/g, ';'),
    ]),
  );
}

export const newsletterCsvName = (now: Date) =>
  `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
