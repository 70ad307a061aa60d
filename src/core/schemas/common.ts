import { z } from 'zod';
import { rowIdParam } from './int4';

// Shared by endpoints of every area, public ones too (trials, testimonials, weekly videos). They live
// apart from the admin schemas so that a public page importing one of those endpoints does not build
// every back-office schema while it starts (decision 0070).

/** A row's id in the path (`/:id`). */
export const idParamsSchema = z.strictObject({ id: rowIdParam('Unknown id') });

/** The answer of an action that returns nothing else. */
export const okSchema = z.object({ ok: z.literal(true) });
