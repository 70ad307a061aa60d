import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedUrlOf, publishedAtOf, thumbnailUrlOf } from '../../../core/schemas/admin-videos';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { TOPIC } from '../../lib/cache-topics';
import { onInvalidate } from '../../lib/invalidation';
import { manualClock } from '../../lib/clock';

type Video = {
  id: number;
  title: string;
  isActive: boolean;
  sortOrder: number;
  publishedAt: string;
  thumbnailUrl: string | null;
};

describe('weekly videos', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    cookie = await adminCookie(t.app);
  });
  afterAll(() => t.close());

  const video = (over: object = {}) => ({
    videoId: 'dQw4w9WgXcQ',
    week: 'Week 47',
    title: 'Trend review',
    description: 'Energy breakouts',
    embedUrl: embedUrlOf('dQw4w9WgXcQ'),
    thumbnailUrl: thumbnailUrlOf('dQw4w9WgXcQ'),
    duration: '12:00',
    publishedAt: publishedAtOf('2026-11-16'),
    linkedinPostUrl: '',
    isActive: true,
    sortOrder: 1,
    ...over,
  });

  it('seeds demo videos: the archive is premium, others get the newest and the count', async () => {
    const { cookie: premium } = await signInAs(t.app, 'premium');
    const all = await call(t.app, { method: 'GET', url: '/api/weekly-videos', cookie: premium });
    expect(all.status).toBe(200);
    const videos = all.json as unknown as Video[];
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const cookie of [undefined, (await signInAs(t.app, 'free')).cookie]) {
      const res = await call(t.app, { method: 'GET', url: '/api/weekly-videos', cookie });
      expect(res.json).toEqual(videos.slice(0, 1));
      expect(res.res.headers['x-archive-count']).toBe(String(videos.length));
    }
  });

  it('creates, updates and deactivates (admin only); inactive ones leave the public list', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/weekly-videos', payload: video() })).status).toBe(
      401,
    );
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/weekly-videos',
      cookie,
      payload: video({ sortOrder: 1 }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: 'Trend review',
      publishedAt: '2026-11-16T10:00:00.000Z',
      linkedinPostUrl: null,
    });
    const id = created.json.id as number;

    const updated = await call(t.app, {
      method: 'PUT',
      url: `/api/weekly-videos/${id}`,
      cookie,
      payload: video({ title: 'Renamed', sortOrder: 2 }),
    });
    expect(updated.json).toMatchObject({ title: 'Renamed', sortOrder: 2 });

    const invalid = await call(t.app, {
      method: 'PUT',
      url: `/api/weekly-videos/${id}`,
      cookie,
      payload: video({ sortOrder: 0 }),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.message).toBe('Sort order must be at least 1');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/weekly-videos',
          cookie,
          payload: video({ embedUrl: 'https://evil.example/embed/x' }),
        })
      ).json.message,
    ).toBe('Embed URL must be a YouTube embed link');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/weekly-videos',
          cookie,
          payload: video({ week: ' ' }),
        })
      ).json.message,
    ).toBe('Week is required');

    expect((await call(t.app, { method: 'DELETE', url: `/api/weekly-videos/${id}`, cookie })).status).toBe(
      200,
    );
    const pub = (await call(t.app, { method: 'GET', url: '/api/weekly-videos' })).json as unknown as Video[];
    expect(pub.some((v) => v.id === id)).toBe(false);
    // The admin route shows inactive ones, to the admin only.
    const anonAll = await call(t.app, { method: 'GET', url: '/api/admin/weekly-videos' });
    expect(anonAll.status).toBe(401);
    const adminAll = (await call(t.app, { method: 'GET', url: '/api/admin/weekly-videos', cookie }))
      .json as unknown as Video[];
    expect(adminAll.find((v) => v.id === id)?.isActive).toBe(false);
    expect((await call(t.app, { method: 'DELETE', url: '/api/weekly-videos/999999', cookie })).status).toBe(
      404,
    );
  });

  it('a youtu.be link typed without https:// is stored as its id and embed link', async () => {
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/weekly-videos',
      cookie,
      payload: video({ videoId: 'youtu.be/aBcDeFgHi-k', embedUrl: 'youtu.be/aBcDeFgHi-k' }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ videoId: 'aBcDeFgHi-k', embedUrl: embedUrlOf('aBcDeFgHi-k') });
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/weekly-videos',
      cookie,
      payload: video({ videoId: 'vimeo.com/123456789' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Video ID must be the 11-character YouTube id');
    await call(t.app, { method: 'DELETE', url: `/api/weekly-videos/${created.json.id as number}`, cookie });
  });

  it("the admin's reads keep the public cache; only successful writes drop it", async () => {
    const dropped: string[] = [];
    const stop = onInvalidate((topic) => dropped.push(topic));
    try {
      await call(t.app, { method: 'GET', url: '/api/weekly-videos' });
      const read = await call(t.app, { method: 'GET', url: '/api/admin/weekly-videos', cookie });
      expect(read.status).toBe(200);
      // A failed write changes nothing either.
      expect((await call(t.app, { method: 'DELETE', url: '/api/weekly-videos/999999', cookie })).status).toBe(
        404,
      );
      expect(dropped).not.toContain(TOPIC.weeklyVideos);

      const created = await call(t.app, {
        method: 'POST',
        url: '/api/weekly-videos',
        cookie,
        payload: video(),
      });
      expect(created.status).toBe(201);
      expect(dropped).toContain(TOPIC.weeklyVideos);
    } finally {
      stop();
    }
  });
});

describe('weekly videos: scheduled publishing', () => {
  // Wednesday afternoon; the scheduled video goes out on Monday at 10:00 UTC.
  const clock = manualClock(new Date('2026-11-18T15:00:00Z'));
  const PUBLISH = '2026-11-23T10:00:00.000Z';
  let t: TestApp;
  let admin: string;
  let free: string;
  let premium: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await adminCookie(t.app);
    free = (await signInAs(t.app, 'free')).cookie;
    premium = (await signInAs(t.app, 'premium')).cookie;
    const add = (title: string, publishedAt: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/weekly-videos',
        cookie: admin,
        payload: {
          videoId: 'dQw4w9WgXcQ',
          week: title,
          title,
          description: '',
          embedUrl: embedUrlOf('dQw4w9WgXcQ'),
          thumbnailUrl: '',
          duration: '',
          publishedAt,
          linkedinPostUrl: '',
          isActive: true,
          sortOrder: 1,
        },
      });
    expect((await add('Last week', publishedAtOf('2026-11-16'))).status).toBe(201);
    expect((await add('Next week', PUBLISH)).status).toBe(201);
  });
  afterAll(() => t.close());

  const titles = async (cookie?: string) => {
    const res = await call(t.app, { method: 'GET', url: '/api/weekly-videos', cookie });
    expect(res.status).toBe(200);
    return {
      titles: (res.json as unknown as Video[]).map((v) => v.title),
      count: res.res.headers['x-archive-count'],
    };
  };

  it('is absent for a visitor, a free and a premium member until its publish time, and in the archive count', async () => {
    for (const cookie of [undefined, free, premium])
      expect(await titles(cookie)).toEqual({ titles: ['Last week'], count: '1' });
  });

  it('is in the admin list, with its date and time', async () => {
    const all = (await call(t.app, { method: 'GET', url: '/api/admin/weekly-videos', cookie: admin }))
      .json as unknown as Video[];
    expect(all.map((v) => [v.title, v.publishedAt])).toEqual([
      ['Next week', PUBLISH],
      ['Last week', '2026-11-16T10:00:00.000Z'],
    ]);
  });

  it('appears by itself at its publish time, through the cached answers, with nothing written', async () => {
    const dropped: string[] = [];
    const stop = onInvalidate((topic) => dropped.push(topic));
    try {
      // The answers above are cached; a millisecond before, they still hold.
      clock.set(new Date(Date.parse(PUBLISH) - 1));
      for (const cookie of [undefined, free, premium])
        expect(await titles(cookie)).toEqual({ titles: ['Last week'], count: '1' });
      clock.set(new Date(PUBLISH));
      // Newest first within the same sort order: visitors and free members get it as the newest one.
      for (const cookie of [undefined, free])
        expect(await titles(cookie)).toEqual({ titles: ['Next week'], count: '2' });
      expect(await titles(premium)).toEqual({ titles: ['Next week', 'Last week'], count: '2' });
      expect(dropped).toEqual([]);
    } finally {
      stop();
    }
  });
});
