import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '@/core/api/billing';
import { trialsApi } from '@/core/api/trials';
import type { SelfServePlan } from '@/core/access/plans';
import { ApiError } from '@/client/lib/api';
import { BILLING_STATUS_KEY } from '@/client/lib/billing-status';
import { CURRENT_USER_KEY } from '@/client/lib/current-user';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** POST /api/account/trial: starts the plan's trial at once (409 on a second trial). */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SelfServePlan) => callEndpoint(trialsApi.requestTrial, { body: { plan } }),
    // A 409 means the state read before is stale (another tab started a trial): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY }),
    onSuccess: async () => {
      // The session is premium from the next request: every answer read as free is stale now.
      await queryClient.invalidateQueries({ queryKey: BILLING_STATUS_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await queryClient.invalidateQueries();
    },
  });
}

/** Sends the browser to the hosted page the server answered with. */
const go = (url: string) => window.location.assign(url);

/** The Customer Portal's URL of checkout's 409 (an open subscription to resume, pay or change). */
export const portalOf = (err: unknown): string | null => {
  const url =
    err instanceof ApiError && err.status === 409 ? (err.body as { url?: unknown } | null)?.url : null;
  return typeof url === 'string' ? url : null;
};

/**
 * POST /api/billing/checkout: Stripe Checkout of a plan; the browser leaves for its page. A member with an open
 * subscription is sent to the Customer Portal instead (the server's 409 names it).
 */
export const useCheckout = () =>
  useMutation({
    mutationFn: (plan: SelfServePlan) => callEndpoint(billingApi.checkout, { body: { plan } }),
    onSuccess: ({ url }) => go(url),
    onError: (err) => {
      const portal = portalOf(err);
      if (portal) go(portal);
    },
  });

/** POST /api/billing/portal: the payment provider's billing page (card, invoices, cancel). */
export const usePortal = () =>
  useMutation({
    mutationFn: () => callEndpoint(billingApi.portal),
    onSuccess: ({ url }) => go(url),
  });

/** The server's words for a refused call, or a plain fallback. */
export const messageOf = (err: unknown, fallback = 'Something went wrong. Please try again.') =>
  (err instanceof ApiError ? err.serverMessage : undefined) ?? fallback;

/** 503 'Online payment is not set up': the paid plan is arranged by contact (a 502 is a passing error: retry). */
export const paymentUnavailable = (err: unknown) => err instanceof ApiError && err.status === 503;
