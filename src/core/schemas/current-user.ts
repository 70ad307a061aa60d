import { z } from 'zod';

/**
 * GET /api/auth/user (spec 01 §7), shared by server response schema and client parse. Apart from the
 * other account schemas: every page's shell reads it, and building all of them for it was a long
 * task of its own on a phone.
 */
export const currentUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  status: z.string(),
  enableFutures: z.boolean(),
  enableEquities: z.boolean(),
  enableCryptos: z.boolean(),
  isPaidSubscriber: z.boolean(),
});
export type CurrentUserDto = z.infer<typeof currentUserSchema>;
