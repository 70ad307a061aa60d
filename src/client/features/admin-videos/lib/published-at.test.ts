import { describe, expect, it } from 'vitest';
import { publishedAtFor, publishedDayOf } from './published-at';

describe('publishedAtFor (the published timestamp a video form sends)', () => {
  it('a new video is published at 10:00:00Z on the chosen day', () =>
    expect(publishedAtFor('2026-11-20')).toBe('2026-11-20T10:00:00.000Z'));

  it('an edit that keeps the day keeps the original time', () => {
    expect(publishedAtFor('2026-11-20', '2026-11-20T14:35:12.000Z')).toBe('2026-11-20T14:35:12.000Z');
    expect(publishedAtFor('2026-11-20', '2026-11-20T00:00:00.000Z')).toBe('2026-11-20T00:00:00.000Z');
  });

  it('an edit to another day publishes at 10:00:00Z on that day', () =>
    expect(publishedAtFor('2026-11-21', '2026-11-20T14:35:12.000Z')).toBe('2026-11-21T10:00:00.000Z'));

  it('an empty day stays empty (the schema asks for the date)', () =>
    expect(publishedAtFor('', '2026-11-20T14:35:12.000Z')).toBe(''));

  it('reads the UTC day of a stored timestamp, also one with an offset', () => {
    expect(publishedDayOf('2026-11-20T23:30:00.000Z')).toBe('2026-11-20');
    expect(publishedDayOf('2026-11-21T01:30:00+02:00')).toBe('2026-11-20');
    expect(publishedDayOf('not a date')).toBe('');
  });
});
