import { useAdminQuery } from '@/client/lib/admin-query';

export interface OutboxMail {
  id: number;
  kind: string;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/admin/mail-outbox: the latest mails the product wrote (an extra beyond the spec). */
export const useMailOutbox = () =>
  useAdminQuery<{ mails: OutboxMail[]; total: number }>('/api/admin/mail-outbox?limit=20&offset=0', {
    refetchInterval: 30_000,
  });
