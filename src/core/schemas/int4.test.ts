import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './admin-dashboard-content';
import { contactReplySchema } from './admin-records';
import { idParamsSchema } from './common';
import { weeklyVideoInputSchema } from './admin-videos';
import { apiKeyParamsSchema } from './api-keys';
import { INT4_MAX } from './int4';
import { sinceQuerySchema, tradeBodySchema } from './trading-game';

// Numbers past PostgreSQL's int4 made the query fail with a 500; the schemas refuse them.
describe('int4 bounds on client-sent numbers', () => {
  it('accepts ids up to 2^31-1 and refuses 2^31 as unknown', () => {
    expect(idParamsSchema.parse({ id: String(INT4_MAX) })).toEqual({ id: INT4_MAX });
    expect(idParamsSchema.safeParse({ id: '2147483648' }).error?.issues[0].message).toBe('Unknown id');
    expect(apiKeyParamsSchema.safeParse({ id: '1', keyId: String(2 ** 31) }).error?.issues[0].message).toBe(
      'Unknown key',
    );
    const reply = { subject: 's', body: 'b' };
    expect(contactReplySchema.safeParse({ ...reply, messageId: 2 ** 31 }).error?.issues[0].message).toBe(
      'Unknown message',
    );
  });

  it('bounds the video sort order', () => {
    const video = {
      videoId: 'dQw4w9WgXcQ',
      week: 'Week 1',
      title: 'Review',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      publishedAt: '2026-03-02T10:00:00.000Z',
    };
    expect(weeklyVideoInputSchema.parse({ ...video, sortOrder: INT4_MAX }).sortOrder).toBe(INT4_MAX);
    expect(weeklyVideoInputSchema.safeParse({ ...video, sortOrder: 2 ** 31 }).error?.issues[0].message).toBe(
      `Sort order must be at most ${INT4_MAX}`,
    );
  });

  it('bounds the game day numbers', () => {
    expect(sinceQuerySchema.safeParse({ since: String(2 ** 31) }).success).toBe(false);
    const trade = { symbol: 'ES', side: 'long', amount: 1 };
    expect(tradeBodySchema.safeParse({ ...trade, chartDay: 2 ** 31 }).success).toBe(false);
    expect(tradeBodySchema.safeParse({ ...trade, chartDay: INT4_MAX }).success).toBe(true);
  });

  it('isCalendarDay refuses a day that is no date at all instead of throwing', () => {
    expect(isCalendarDay('0000-00-00')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-03-02')).toBe(true);
  });
});
