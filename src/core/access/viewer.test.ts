import { describe, expect, it } from 'vitest';
import { isPremium, marketAccess, marketViewerOf, viewerOf } from './viewer';

const base = { status: 'approved', isPaidSubscriber: true, enableEquities: false };

describe('isPremium (spec 01 §4)', () => {
  it('needs a paid subscriber', () => {
    expect(isPremium({ ...base, isPaidSubscriber: false })).toBe(false);
  });
  it('is true for approved paid subscribers', () => {
    expect(isPremium(base)).toBe(true);
  });
  it('is true for confirmed only with equities enabled', () => {
    expect(isPremium({ ...base, status: 'confirmed' })).toBe(false);
    expect(isPremium({ ...base, status: 'confirmed', enableEquities: true })).toBe(true);
  });
  it('is false for any other status', () => {
    for (const status of ['pending', 'inactive', 'spam', 'canc_by_sub', 'canc_by_tig']) {
      expect(isPremium({ ...base, status, enableEquities: true })).toBe(false);
    }
  });
  it('classifies viewers', () => {
    expect(viewerOf(null)).toBe('anonymous');
    expect(viewerOf({ ...base, isPaidSubscriber: false })).toBe('free');
    expect(viewerOf(base)).toBe('premium');
  });
  it('derives market flags, false when absent', () => {
    expect(marketAccess({ status: 'approved', isPaidSubscriber: false, enableFutures: true })).toEqual({
      canAccessFutures: true,
      canAccessEquities: false,
      canAccessCryptos: false,
    });
    expect(marketAccess(null).canAccessFutures).toBe(false);
  });
  it('needs the market flag for premium data of that market', () => {
    const paid = {
      status: 'approved',
      isPaidSubscriber: true,
      enableFutures: true,
      enableEquities: false,
      enableCryptos: false,
    };
    expect(marketViewerOf(paid, 'futures')).toBe('premium');
    expect(marketViewerOf(paid, 'equities')).toBe('free');
    expect(marketViewerOf(paid, 'crypto')).toBe('free');
    expect(marketViewerOf({ ...paid, isPaidSubscriber: false }, 'futures')).toBe('free');
    expect(marketViewerOf(null, 'crypto')).toBe('anonymous');
  });
});
