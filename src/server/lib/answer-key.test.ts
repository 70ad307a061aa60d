import { describe, expect, it } from 'vitest';
import { marketView } from '../../core/access';
import { answerKey, answerKeyOf } from './answer-key';

describe('answerKey', () => {
  const visitor = marketView({ user: null }, 'futures');
  const premium = marketView({ user: null, isAdmin: true }, 'futures');

  it('names the parts, a view by its key', () => {
    expect(answerKey('signals', visitor, 10)).toBe('signals:futures:anonymous:10');
    expect(answerKey('performance', visitor, premium)).toBe('performance:futures:anonymous:futures:premium');
  });

  it('gives different parts different keys, and the same parts one string built once', () => {
    expect(answerKey('signals', visitor, 10)).not.toBe(answerKey('signals', premium, 10));
    expect(answerKey('signals', visitor, 10)).not.toBe(answerKey('signals', visitor, 'all'));
    expect(answerKey('dashboard', true, visitor)).not.toBe(answerKey('dashboard', false, visitor));
    // The same string object: a Map keyed by it hashes it once (decision 0066).
    const first = answerKey('tabs', visitor);
    expect(Object.is(first, answerKey('tabs', visitor))).toBe(true);
    expect(marketView({ user: null }, 'futures')).toBe(visitor);
  });

  it('gives the same key for the same parts in an array', () => {
    expect(answerKeyOf(['performance', visitor, premium])).toBe(answerKey('performance', visitor, premium));
  });
});
