import { describe, expect, it } from 'vitest';
import { ES_PREVIEW_INSTRUCTION, instructionText } from './instruction';

const ready = 'ready' as const;

describe('instructionText (spec 02 §6/§8)', () => {
  it('shows the server instruction as sent', () => {
    expect(
      instructionText('Buy 2 ES at the close if above 6001', {
        isPremium: true,
        isPreview: true,
        blotter: ready,
      }),
    ).toBe('Buy 2 ES at the close if above 6001');
  });
  it("shows 'Premium' for a locked instrument, also before the blotter has answered", () => {
    expect(instructionText('Premium', { isPremium: false, isPreview: false, blotter: ready })).toBe(
      'Premium',
    );
    expect(instructionText(undefined, { isPremium: false, isPreview: false, blotter: 'loading' })).toBe(
      'Premium',
    );
    expect(instructionText(undefined, { isPremium: false, isPreview: false, blotter: 'failed' })).toBe(
      'Premium',
    );
  });
  it('explains the ES preview to non-premium viewers when there is nothing to do', () => {
    expect(instructionText('', { isPremium: false, isPreview: true, blotter: ready })).toBe(
      ES_PREVIEW_INSTRUCTION,
    );
    expect(ES_PREVIEW_INSTRUCTION).toBe('Preview access - Live signals available with premium subscription');
  });
  it("says 'Loading...' while the blotter is on its way and 'Unavailable' when it failed", () => {
    expect(instructionText(undefined, { isPremium: true, isPreview: false, blotter: 'loading' })).toBe(
      'Loading...',
    );
    expect(instructionText(undefined, { isPremium: false, isPreview: true, blotter: 'loading' })).toBe(
      'Loading...',
    );
    expect(instructionText(undefined, { isPremium: true, isPreview: false, blotter: 'failed' })).toBe(
      'Unavailable',
    );
  });
  it("says 'No instruction' otherwise (an instrument the blotter has no entry for)", () => {
    expect(instructionText('', { isPremium: true, isPreview: true, blotter: ready })).toBe('No instruction');
    expect(instructionText(undefined, { isPremium: true, isPreview: false, blotter: ready })).toBe(
      'No instruction',
    );
  });
});
