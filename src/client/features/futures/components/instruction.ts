/** Spec 02 §6/§8: what the blotter's instruction column says for one instrument. */
export const ES_PREVIEW_INSTRUCTION = 'Preview access - Live signals available with premium subscription';

/** Where the blotter answer (GET /api/futures-blotter) stands; the grid itself comes from /api/futures. */
export type BlotterState = 'loading' | 'failed' | 'ready';

export function instructionText(
  instruction: string | undefined,
  opts: { isPremium: boolean; isPreview: boolean; blotter: BlotterState },
): string {
  // A locked instrument says 'Premium' whether or not the blotter has answered yet.
  if (instruction === 'Premium' || (!opts.isPremium && !opts.isPreview)) return 'Premium';
  if (instruction) return instruction;
  if (opts.blotter === 'loading') return 'Loading...';
  if (opts.blotter === 'failed') return 'Unavailable';
  if (!opts.isPremium && opts.isPreview) return ES_PREVIEW_INSTRUCTION;
  return 'No instruction';
}
