import { adminOutboxApi as api } from '@/core/api/admin-outbox';
import { endpointQuery } from '@/client/lib/endpoint-client';
import { useAdminQuery } from '@/client/lib/admin-query';

export type { OutboxMail } from '@/core/schemas/admin-outbox';

/** GET /api/admin/mail-outbox: the latest mails the product wrote (an extra beyond the spec). */
export const useMailOutbox = () =>
  useAdminQuery(endpointQuery(api.list, { query: { limit: 20, offset: 0 } }), { refetchInterval: 30_000 });
