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
    // Typed without https://.
    ['youtu.be/aBcDeFgHi-k', 'aBcDeFgHi-k'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/shorts/aBcDeFgHiJ_', 'aBcDeFgHiJ_'],
    ['//youtu.be/aBcDeFgHi-k', 'aBcDeFgHi-k'],
    ['http://youtu.be/aBcDeFgHi-k', 'aBcDeFgHi-k'],
  ])('%s -> %s', (input, id) => expect(youTubeIdOf(input)).toBe(id));

  it.each([
    '',
    'hello',
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://evil.com/embed/dQw4w9WgXcQ',
    'evil.com/embed/dQw4w9WgXcQ',
    'youtu.be/short',
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

describe('video links in the saved fields', () => {
  it('stores a link given as the video id as its id, and a non-embed YouTube link as the embed link', () => {
    const parsed = weeklyVideoInputSchema.parse({
      videoId: 'youtu.be/aBcDeFgHi-k',
      week: 'Week 47',
      title: 'Review',
      embedUrl: 'www.youtube.com/watch?v=aBcDeFgHi-k',
      publishedAt: publishedAtOf('2026-11-20'),
    });
    expect(parsed.videoId).toBe('aBcDeFgHi-k');
    expect(parsed.embedUrl).toBe(embedUrlOf('aBcDeFgHi-k'));
  });

  it('keeps a nocookie embed link as given and still refuses a bad id', () => {
    const nocookie = 'https://www.youtube-nocookie.com/embed/aBcDeFgHi-k';
    const base = { week: 'W', title: 'T', publishedAt: publishedAtOf('2026-11-20') };
    expect(
      weeklyVideoInputSchema.parse({ ...base, videoId: 'aBcDeFgHi-k', embedUrl: nocookie }).embedUrl,
    ).toBe(nocookie);
    const bad = weeklyVideoInputSchema.safeParse({ ...base, videoId: 'youtu.be/short', embedUrl: nocookie });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Video ID must be the 11-character YouTube id']);
  });
});
