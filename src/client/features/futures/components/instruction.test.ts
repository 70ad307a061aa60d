import { describe, expect, it } from 'vitest';
import { ES_PREVIEW_INSTRUCTION, instructionText } from './instruction';

describe('instructionText (spec 02 §6/§8)', () => {
  it('shows the server instruction as sent', () => {
    expect(instructionText('Buy 2 ES at the close if above 6001', { isPremium: true, isPreview: true })).toBe(
      'Buy 2 ES at the close if above 6001',
    );
  });
  it("shows 'Premium' for a locked instrument", () => {
    expect(instructionText('Premium', { isPremium: false, isPreview: false })).toBe('Premium');
  });
  it('explains the ES preview to non-premium viewers when there is nothing to do', () => {
    expect(instructionText('', { isPremium: false, isPreview: true })).toBe(ES_PREVIEW_INSTRUCTION);
    expect(ES_PREVIEW_INSTRUCTION).toBe('Preview access - Live signals available with premium subscription');
  });
  it("says 'No instruction' otherwise (and when the blotter has no entry yet)", () => {
    expect(instructionText('', { isPremium: true, isPreview: true })).toBe('No instruction');
    expect(instructionText(undefined, { isPremium: true, isPreview: false })).toBe('No instruction');
  });
});
