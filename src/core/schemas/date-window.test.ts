import { describe, expect, it } from 'vitest';
import { dashboardEventInputSchemaAt, weeklyThoughtInputSchemaAt } from './admin-dashboard-content';
import { weeklyVideoInputSchemaAt } from './admin-videos';
import { dateWindowIssue, latestDay, weekendName } from './date-window';

const NOW = new Date('2026-11-18T15:00:00Z');

describe('date window', () => {
  it('runs from 2000-01-01 to the same day next year (Feb 29 -> Mar 1)', () => {
    expect(latestDay(NOW)).toBe('2027-11-18');
    expect(latestDay(new Date('2028-02-29T12:00:00Z'))).toBe('2029-03-01');
    expect(dateWindowIssue('2000-01-01T00:00:00Z', NOW, 'Published date')).toBeNull();
    expect(dateWindowIssue('2027-11-18T23:00:00Z', NOW, 'Published date')).toBeNull();
    for (const v of ['1999-12-31T23:59:59Z', '1900-01-01', '2027-11-19', '9999-12-31T10:00:00.000Z'])
      expect(dateWindowIssue(v, NOW, 'Published date'), v).toBe(
        'Published date must be between 2000-01-01 and 2027-11-18 (one year ahead)',
      );
    expect(dateWindowIssue('not a date', NOW, 'Date')).toBeNull(); // the format check reports it
  });

  it('names weekends', () => {
    expect(weekendName('2026-11-21')).toBe('Saturday');
    expect(weekendName('2026-11-22')).toBe('Sunday');
    expect(weekendName('2026-11-23')).toBeNull();
  });

  it('the shared schemas put one message under the field', () => {
    const video = weeklyVideoInputSchemaAt(NOW).safeParse({
      videoId: 'dQw4w9WgXcQ',
      week: 'W',
      title: 'T',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      publishedAt: '9999-12-31T10:00:00.000Z',
    });
    expect(video.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['publishedAt', 'Published date must be between 2000-01-01 and 2027-11-18 (one year ahead)'],
    ]);
    const thought = weeklyThoughtInputSchemaAt(NOW).safeParse({
      week: 'W',
      quote: 'Q',
      content: 'C',
      publishedAt: '2026-12-14T10:00:00.000Z',
    });
    expect(thought.success).toBe(true);
    const saturday = dashboardEventInputSchemaAt(NOW).safeParse({ eventDate: '2026-11-21', event: 'CPI' });
    expect(saturday.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['eventDate', 'Markets are closed on Saturdays; pick a trading day (Monday to Friday)'],
    ]);
    const far = dashboardEventInputSchemaAt(NOW).safeParse({ eventDate: '9999-12-31', event: 'CPI' });
    expect(far.error?.issues.map((i) => i.message)).toEqual([
      'Date must be between 2000-01-01 and 2027-11-18 (one year ahead)',
    ]);
  });
});
