import { billingApi } from '@/core/api/billing';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { serverMessageOr, useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';
import { BILLING_VIEWS } from './subscribers';

/** GET /api/admin/members/:id/billing: the member's billing page. */
export const useMemberBilling = (id: number) =>
  useAdminQuery(endpointQuery(billingApi.memberBilling, { params: { id } }));

/** Refunds a paid invoice; the page, the list and the overview are read again. */
export const useRefundInvoice = (id: number) =>
  useAdminMutation((invoiceId: string) => callEndpoint(billingApi.refund, { params: { id, invoiceId } }), {
    invalidate: BILLING_VIEWS,
    success: { title: 'Refunded', description: 'The refund was sent to Stripe.' },
    failure: (err) => ({ title: 'Refund failed', description: serverMessageOr(err, err.message) }),
  });
