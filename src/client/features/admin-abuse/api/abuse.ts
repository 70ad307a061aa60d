import { apiRequest } from '@/client/lib/api';
import { ADMIN_ACTOR, blockReason } from '@/core/schemas/admin-records';
import type { AbuseEvent, AbusePattern, AlertNotification } from '@/core/schemas/admin-records';
import { useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

export const ABUSE_REFRESH_MS = 30_000;
const PREFIX = '/api/admin/a'; // abuse-events, abuse-patterns, alert-notifications

export const useAbuseEvents = () =>
  useAdminQuery<AbuseEvent[]>('/api/admin/abuse-events', { refetchInterval: ABUSE_REFRESH_MS });
export const useAbusePatterns = () =>
  useAdminQuery<AbusePattern[]>('/api/admin/abuse-patterns', { refetchInterval: ABUSE_REFRESH_MS });
export const useAlertNotifications = () =>
  useAdminQuery<AlertNotification[]>('/api/admin/alert-notifications', { refetchInterval: ABUSE_REFRESH_MS });

export const useResolveEvent = () =>
  useAdminMutation(
    (id: number) => apiRequest('POST', `/api/admin/abuse-events/${id}/resolve`, { resolvedBy: ADMIN_ACTOR }),
    {
      invalidate: PREFIX,
      success: { title: 'Event resolved successfully' },
      failure: () => ({ title: 'Failed to resolve event' }),
    },
  );

export const useBlockIp = () =>
  useAdminMutation(
    (p: AbusePattern) =>
      apiRequest('POST', '/api/admin/abuse-patterns/block', {
        ipAddress: p.ipAddress,
        reason: blockReason(p),
        blockedBy: ADMIN_ACTOR,
      }),
    {
      invalidate: PREFIX,
      success: { title: 'IP address blocked successfully' },
      failure: () => ({ title: 'Failed to block IP address' }),
    },
  );

export const useWhitelistIp = () =>
  useAdminMutation(
    (p: AbusePattern) =>
      apiRequest('POST', '/api/admin/abuse-patterns/whitelist', {
        ipAddress: p.ipAddress,
        whitelistedBy: ADMIN_ACTOR,
      }),
    {
      invalidate: PREFIX,
      success: { title: 'IP address whitelisted successfully' },
      failure: () => ({ title: 'Failed to whitelist IP address' }),
    },
  );

/** The operator's own address as the server sees it: Block is never offered for it. */
export const useClientIp = () => useAdminQuery<{ ipAddress: string }>('/api/admin/client-ip');

export const useUnblockIp = () =>
  useAdminMutation(
    (p: AbusePattern) => apiRequest('POST', '/api/admin/abuse-patterns/unblock', { ipAddress: p.ipAddress }),
    {
      invalidate: PREFIX,
      success: { title: 'IP address unblocked successfully' },
      failure: () => ({ title: 'Failed to unblock IP address' }),
    },
  );
