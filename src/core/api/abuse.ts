import { z } from 'zod';
import { idParamsSchema, okSchema } from '../schemas/common';
import {
  abuseEventSchema,
  abusePatternSchema,
  alertNotificationSchema,
  blockIpSchema,
  clientIpSchema,
  resolveEventSchema,
  unblockIpSchema,
  whitelistIpParamsSchema,
  whitelistIpSchema,
} from '../schemas/admin-records';
import { endpoint } from './endpoint';

/** Security & Abuse screen (spec 02 §2, §4, §7); behind the admin session. */
export const abuseApi = {
  events: endpoint({
    method: 'GET',
    path: '/api/admin/abuse-events',
    responses: { 200: z.array(abuseEventSchema) },
  }),
  clientIp: endpoint({ method: 'GET', path: '/api/admin/client-ip', responses: { 200: clientIpSchema } }),
  patterns: endpoint({
    method: 'GET',
    path: '/api/admin/abuse-patterns',
    responses: { 200: z.array(abusePatternSchema) },
  }),
  alerts: endpoint({
    method: 'GET',
    path: '/api/admin/alert-notifications',
    responses: { 200: z.array(alertNotificationSchema) },
  }),
  resolve: endpoint({
    method: 'POST',
    path: '/api/admin/abuse-events/:id/resolve',
    params: idParamsSchema,
    body: resolveEventSchema,
    responses: { 200: okSchema },
  }),
  block: endpoint({
    method: 'POST',
    path: '/api/admin/abuse-patterns/block',
    body: blockIpSchema,
    responses: { 200: okSchema },
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/api/admin/abuse-patterns/unblock',
    body: unblockIpSchema,
    responses: { 200: okSchema },
  }),
  whitelist: endpoint({
    method: 'POST',
    path: '/api/admin/abuse-patterns/whitelist',
    body: whitelistIpSchema,
    responses: { 200: okSchema },
  }),
  /** Removes an address from the whitelist (audited); it can then be blocked again. 404 when not whitelisted. */
  removeWhitelist: endpoint({
    method: 'DELETE',
    path: '/api/admin/abuse/whitelist/:ip',
    params: whitelistIpParamsSchema,
    responses: { 200: okSchema },
  }),
};
