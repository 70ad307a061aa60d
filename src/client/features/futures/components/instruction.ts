/** Spec 02 §6/§8: what the blotter's instruction column says for one instrument. */
export const ES_PREVIEW_INSTRUCTION = 'Preview access - Live signals available with premium subscription';

export function instructionText(
  instruction: string | undefined,
  opts: { isPremium: boolean; isPreview: boolean },
): string {
  if (instruction === 'Premium') return 'Premium';
  if (instruction) return instruction;
  if (!opts.isPremium && opts.isPreview) return ES_PREVIEW_INSTRUCTION;
  return 'No instruction';
}
