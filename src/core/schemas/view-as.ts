import { z } from 'zod';
import { VIEW_AS_KINDS } from '../access/view-as';

/** 'View as' (decision 0054): which viewer the operator sees the site as. */
export const viewAsKindSchema = z.enum(VIEW_AS_KINDS, {
  message: `Pick one of: ${VIEW_AS_KINDS.join(', ')}`,
});

export const viewAsBodySchema = z.strictObject({ viewAs: viewAsKindSchema });
export type ViewAsBody = z.infer<typeof viewAsBodySchema>;

/** The current choice: null when the operator sees the site as themself (every market live). */
export const viewAsStateSchema = z.object({ viewAs: viewAsKindSchema.nullable() });
export type ViewAsState = z.infer<typeof viewAsStateSchema>;
