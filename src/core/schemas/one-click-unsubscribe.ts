import { z } from 'zod';

/**
 * RFC 8058 one-click unsubscribe: the mail's `List-Unsubscribe` URL carries the signed token in its
 * query, and the mail provider POSTs `List-Unsubscribe=One-Click` (a form body) to it. The same
 * POST is what the confirmation page's button sends.
 */
export const oneClickQuerySchema = z.object({ token: z.string().max(2000).default('') });
export const oneClickBodySchema = z.object({ 'List-Unsubscribe': z.string().max(50).optional() }).optional();

/** The error answer of a page endpoint (bad query, control characters): JSON, so the page schema allows it. */
export const pageErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The answers of an unsubscribe page: HTML; 400 is the page saying the link is not valid, or the JSON error of a malformed query. */
export const unsubscribePageAnswers = { 200: z.string(), 400: z.union([z.string(), pageErrorSchema]) };
