import { abuseApi as api } from '@/core/api/abuse';
import { ADMIN_ACTOR, blockReason } from '@/core/schemas/admin-records';
import type { AbusePattern } from '@/core/schemas/admin-records';
import { callEndpoint, endpointQuery } from '@/client/lib/endpoint-client';
import { useAdminMutation, useAdminQuery } from '@/client/lib/admin-query';

export const ABUSE_REFRESH_MS = 30_000;
/** The three lists every abuse write can change. */
const LISTS = [api.events.path, api.patterns.path, api.alerts.path];

export const useAbuseEvents = () =>
  useAdminQuery(endpointQuery(api.events), { refetchInterval: ABUSE_REFRESH_MS });
export const useAbusePatterns = () =>
  useAdminQuery(endpointQuery(api.patterns), { refetchInterval: ABUSE_REFRESH_MS });
export const useAlertNotifications = () =>
  useAdminQuery(endpointQuery(api.alerts), { refetchInterval: ABUSE_REFRESH_MS });

export const useResolveEvent = () =>
  useAdminMutation(
    (id: number) => callEndpoint(api.resolve, { params: { id }, body: { resolvedBy: ADMIN_ACTOR } }),
    {
      invalidate: LISTS,
      success: { title: 'Event resolved successfully' },
      failure: () => ({ title: 'Failed to resolve event' }),
    },
  );

export const useBlockIp = () =>
  useAdminMutation(
    (p: AbusePattern) =>
      callEndpoint(api.block, {
        body: { ipAddress: p.ipAddress, reason: blockReason(p), blockedBy: ADMIN_ACTOR },
      }),
    {
      invalidate: LISTS,
      success: { title: 'IP address blocked successfully' },
      failure: () => ({ title: 'Failed to block IP address' }),
    },
  );

export const useWhitelistIp = () =>
  useAdminMutation(
    (p: AbusePattern) =>
      callEndpoint(api.whitelist, { body: { ipAddress: p.ipAddress, whitelistedBy: ADMIN_ACTOR } }),
    {
      invalidate: LISTS,
      success: { title: 'IP address whitelisted successfully' },
      failure: () => ({ title: 'Failed to whitelist IP address' }),
    },
  );

/** The operator's own address as the server sees it: Block is never offered for it. */
export const useClientIp = () => useAdminQuery(endpointQuery(api.clientIp));

export const useUnblockIp = () =>
  useAdminMutation((p: AbusePattern) => callEndpoint(api.unblock, { body: { ipAddress: p.ipAddress } }), {
    invalidate: LISTS,
    success: { title: 'IP address unblocked successfully' },
    failure: () => ({ title: 'Failed to unblock IP address' }),
  });

/** DELETE /api/admin/abuse/whitelist/{ip}; the address can be blocked again afterwards. */
export const useRemoveWhitelist = () =>
  useAdminMutation((p: AbusePattern) => callEndpoint(api.removeWhitelist, { params: { ip: p.ipAddress } }), {
    invalidate: LISTS,
    success: { title: 'IP address removed from the whitelist' },
    failure: () => ({ title: 'Failed to remove IP address from the whitelist' }),
  });
