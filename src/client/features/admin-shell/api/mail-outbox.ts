import { adminOutboxApi as api } from '@/core/api/admin-outbox';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

export type { OutboxMail } from '@/core/schemas/admin-outbox';

/** GET /api/admin/mail-outbox: the latest mails the product wrote (an extra beyond the spec). */
export const useMailOutbox = () =>
  useAdminQuery(endpointQuery(api.list, { query: { limit: 20, offset: 0 } }), { refetchInterval: 30_000 });

/** Sends again a mail whose delivery is `unknown` (interrupted mid-send): the operator decides, never the retry job. */
export const useResendMail = () =>
  useAdminMutation((id: number) => callEndpoint(api.resend, { params: { id } }), {
    invalidate: api.list.path,
    success: { title: 'Mail sent again' },
    failure: (err) => ({
      title: 'Error',
      description: serverMessageOr(err, 'Failed to send the mail again'),
    }),
  });
