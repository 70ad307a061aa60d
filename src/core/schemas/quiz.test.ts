import { describe, expect, it } from 'vitest';
import { quizEmailSchema, quizTier, scorePercentage } from './quiz';

describe('quiz rules (spec 01 §9)', () => {
  it('tiers: 80 and up excellent, 60 and up good, below keep studying', () => {
    expect([100, 80, 79, 60, 59, 0].map(quizTier)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'keep-studying',
      'keep-studying',
    ]);
  });

  it('percentage is rounded to a whole number, 0 for an empty quiz', () => {
    expect(scorePercentage(7, 10)).toBe(70);
    expect(scorePercentage(2, 3)).toBe(67);
    expect(scorePercentage(0, 0)).toBe(0);
  });

  it('email is optional (null) but must be valid when given', () => {
    expect(quizEmailSchema.safeParse(null).success).toBe(true);
    expect(quizEmailSchema.safeParse(' a@b.co ').data).toBe('a@b.co');
    expect(quizEmailSchema.safeParse('nope').error?.issues[0].message).toBe(
      'Please enter a valid email address',
    );
  });
});
