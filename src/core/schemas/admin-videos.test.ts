import { describe, expect, it } from 'vitest';
import {
  embedUrlOf,
  publishedAtOf,
  sortOrderOf,
  thumbnailUrlOf,
  weeklyVideoInputSchema,
  youTubeIdOf,
} from './admin-videos';

describe('youTubeIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aBcDeFgHiJ_', 'aBcDeFgHiJ_'],
    ['https://youtu.be/aBcDeFgHi-k?si=xyz', 'aBcDeFgHi-k'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s -> %s', (input, id) => expect(youTubeIdOf(input)).toBe(id));

  it.each([
    '',
    'hello',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://evil.com/embed/dQw4w9WgXcQ',
  ])('rejects %s', (input) => expect(youTubeIdOf(input)).toBeNull());

  it('builds the embed and maximum-resolution thumbnail links', () => {
    expect(embedUrlOf('dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(thumbnailUrlOf('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
  });
});

describe('video rules', () => {
  it('sort order falls back to 1 on non-numeric or too small input', () => {
    expect(sortOrderOf('abc')).toBe(1);
    expect(sortOrderOf('0')).toBe(1);
    expect(sortOrderOf('3')).toBe(3);
    expect(sortOrderOf(7)).toBe(7);
  });

  it('publishes at 10:00:00Z on the chosen day', () =>
    expect(publishedAtOf('2026-11-20')).toBe('2026-11-20T10:00:00.000Z'));

  it('requires the spec fields and rejects a non-YouTube embed', () => {
    const ok = weeklyVideoInputSchema.safeParse({
      videoId: 'dQw4w9WgXcQ',
      week: 'Week 47',
      title: 'Review',
      embedUrl: embedUrlOf('dQw4w9WgXcQ'),
      publishedAt: publishedAtOf('2026-11-20'),
    });
    expect(ok.success && ok.data.sortOrder).toBe(1);
    const bad = weeklyVideoInputSchema.safeParse({
      videoId: 'x',
      week: '',
      title: '',
      embedUrl: 'https://evil.com/x',
      publishedAt: '',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Week is required',
        'Title is required',
        'Embed URL must be a YouTube embed link',
      ]),
    );
  });
});
