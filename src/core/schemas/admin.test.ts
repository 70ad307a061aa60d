import { describe, expect, it } from 'vitest';
import { subscriberInputSchema, subscriberPatchSchema } from './admin';

const REVENUE_MESSAGE = 'Total revenue must be a positive amount with at most 2 decimals';

describe('subscriber total revenue (spec §5: every field but the email is optional)', () => {
  it.each(['', '   '])('a cleared amount (%j) means 0, on create and on edit', (totalRevenue) => {
    expect(subscriberInputSchema.parse({ email: 'a@b.co', totalRevenue }).totalRevenue).toBe('0');
    expect(subscriberPatchSchema.parse({ totalRevenue }).totalRevenue).toBe('0');
  });

  it('an omitted amount stays omitted (the database default on create, unchanged on edit)', () => {
    expect(subscriberInputSchema.parse({ email: 'a@b.co' }).totalRevenue).toBeUndefined();
    expect(subscriberPatchSchema.parse({ isActive: true }).totalRevenue).toBeUndefined();
  });

  it.each([
    ['0', '0'],
    [' 99.95 ', '99.95'],
    ['1200', '1200'],
  ])('keeps a valid amount %j as %j', (totalRevenue, stored) =>
    expect(subscriberInputSchema.parse({ email: 'a@b.co', totalRevenue }).totalRevenue).toBe(stored),
  );

  it.each(['-1', '1.234', 'abc', '1e3', '.5', '12345678901'])(
    'rejects %j with its message',
    (totalRevenue) => {
      const r = subscriberInputSchema.safeParse({ email: 'a@b.co', totalRevenue });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([REVENUE_MESSAGE]);
    },
  );
});
