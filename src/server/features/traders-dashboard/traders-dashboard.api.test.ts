import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradersDashboardResponseSchema } from '../../../core/schemas/markets';
import type { FuturesResponse } from '../../../core/schemas/markets';
import { dashboardEvents, weeklyThoughts, weeklyVideos } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { seed } from './seed';

const VIDEOS = ['dQw4w9WgXcQ', 'aaaaaaaaaa1', 'bbbbbbbbbb2', 'cccccccccc3'].map((videoId, i) => ({
  videoId,
  week: `Week ${i + 1}`,
  title: `Market review ${i + 1}`,
  embedUrl: `https://www.youtube.com/embed/${videoId}`,
  duration: `1${i}:00`,
  // Video 4 is the newest; video 3 is inactive and must never appear.
  publishedAt: new Date(Date.UTC(2026, 9, 1 + i * 7, 10)),
  isActive: i !== 2,
}));

describe('GET /api/traders-dashboard', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-18T15:00:00Z'));
  beforeAll(async () => {
    // The demo seed fills the market data the summary is computed from; the videos are replaced by known ones.
    t = await createTestApp({ clock, seed: true });
    await t.app.deps.db.delete(weeklyVideos);
    await t.app.deps.db.delete(dashboardEvents);
    await t.app.deps.db.insert(weeklyVideos).values(VIDEOS);
    await t.app.deps.db.insert(dashboardEvents).values([
      { eventDate: '2026-11-10', event: 'Past event' },
      { eventDate: '2026-11-20', event: 'Later event' },
      { eventDate: '2026-11-19', event: 'Next event' },
      { eventDate: '2026-11-19', event: 'Hidden event', isActive: false },
    ]);
  });
  afterAll(() => t.close());

  it('is 401 for an anonymous visitor', async () => {
    const { status, json } = await call(t.app, { method: 'GET', url: '/api/traders-dashboard' });
    expect(status).toBe(401);
    expect(json.code).toBe('UNAUTHORIZED');
  });

  it('gives premium users every active video, newest first, with no-store', async () => {
    const { cookie } = await signInAs(t.app, 'premium');
    const { status, json, res } = await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie });
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = tradersDashboardResponseSchema.parse(json);
    expect(body.isPremium).toBe(true);
    expect(body.weeklyVideos.map((v) => v.title)).toEqual([
      'Market review 4',
      'Market review 2',
      'Market review 1',
    ]);
    expect(body.videoCount).toBe(3);
  });

  it('gives free users only the newest video and the archive size, never the archive rows', async () => {
    const { cookie } = await signInAs(t.app, 'free');
    const { status, json } = await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie });
    expect(status).toBe(200);
    const body = tradersDashboardResponseSchema.parse(json);
    expect(body.isPremium).toBe(false);
    expect(body.weeklyVideos).toHaveLength(1);
    expect(body.weeklyVideos[0].title).toBe('Market review 4');
    expect(body.videoCount).toBe(3);
    const text = JSON.stringify(json);
    expect(text).not.toContain('Market review 2');
    expect(text).not.toContain('aaaaaaaaaa1');
  });

  it('lists active events from today on, in date order, with the US market holidays, and the market summary fields', async () => {
    const { cookie } = await signInAs(t.app, 'free');
    const body = tradersDashboardResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie })).json,
    );
    // Fewer events than the list holds: the holidays of the next four weeks join them (Thanksgiving).
    expect(body.calendarEvents).toEqual([
      { date: '2026-11-19', event: 'Next event' },
      { date: '2026-11-20', event: 'Later event' },
      { date: '2026-11-26', event: 'US market holiday: Thanksgiving Day (NYSE closed)' },
    ]);
    const { long, short, flat } = body.positions;
    expect(long + short + flat).toBeGreaterThan(0);
    // The same futures book as the portfolio page.
    const futures = (await call(t.app, { method: 'GET', url: '/api/futures', cookie }))
      .json as unknown as FuturesResponse;
    expect(body.positions).toEqual({
      long: futures.counts.long,
      short: futures.counts.short,
      flat: futures.counts.flat,
    });
    expect(body.demoData).toBe(futures.demoData);
    // Those counts are delayed for a free member, and the answer names their day.
    expect(body.positionsAsOf).toBe(futures.tradingDates[14]);
    const premium = await signInAs(t.app, 'premium');
    const live = tradersDashboardResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie: premium.cookie })).json,
    );
    expect(live.positionsAsOf).toBeNull();
    for (const m of body.activeMarkets) expect(m.atrMultiple).toBeGreaterThan(1.2);
  });

  it('seeds upcoming events off the holidays and recent weekly thoughts once, newest thought first', async () => {
    await t.app.deps.db.delete(dashboardEvents);
    // Rows of the first demo seed (March 2025) are replaced by weeks just before the seed.
    await t.app.deps.db.delete(weeklyThoughts);
    await t.app.deps.db.insert(weeklyThoughts).values({
      week: 'Week of March 17, 2025',
      quote: 'q',
      content: 'c',
      publishedAt: new Date('2025-03-17'),
    });
    await seed(t.app.deps);
    await seed(t.app.deps);
    const thoughts = await t.app.deps.db.select().from(weeklyThoughts);
    expect(thoughts).toHaveLength(3);
    const { cookie } = await signInAs(t.app, 'premium');
    const body = tradersDashboardResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie })).json,
    );
    // The clock is Wednesday 2026-11-18: the newest thought is that week's Monday.
    expect(body.weeklyThoughts.map((w) => w.week)).toEqual([
      'Week of November 16, 2026',
      'Week of November 9, 2026',
      'Week of November 2, 2026',
    ]);
    expect(body.calendarEvents.length).toBeGreaterThan(0);
    expect(body.calendarEvents.every((e) => e.date >= '2026-11-18')).toBe(true);
    const onThanksgiving = body.calendarEvents.filter((e) => e.date === '2026-11-26').map((e) => e.event);
    expect(onThanksgiving).toEqual(['US market holiday: Thanksgiving Day (NYSE closed)']);
  });

  it("a scheduled video is not this week's video before its publish time, and is at it (no write, cached answers too)", async () => {
    const admin = await adminCookie(t.app);
    const free = (await signInAs(t.app, 'free')).cookie;
    const premium = (await signInAs(t.app, 'premium')).cookie;
    const dashboard = async (cookie: string) =>
      tradersDashboardResponseSchema.parse(
        (await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie })).json,
      );
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/weekly-videos',
      cookie: admin,
      payload: {
        videoId: 'dddddddddd4',
        week: 'Week 5',
        title: 'Next week review',
        description: '',
        embedUrl: 'https://www.youtube.com/embed/dddddddddd4',
        thumbnailUrl: '',
        duration: '',
        publishedAt: '2026-11-20T10:00:00.000Z',
        linkedinPostUrl: '',
        isActive: true,
        sortOrder: 1,
      },
    });
    expect(created.status).toBe(201);
    try {
      // Now (Wednesday 15:00) and a millisecond before Friday 10:00: the newest published video leads.
      for (const at of ['2026-11-18T15:00:00Z', '2026-11-20T09:59:59.999Z']) {
        clock.set(new Date(at));
        for (const cookie of [free, premium]) {
          const body = await dashboard(cookie);
          expect(body.weeklyVideos[0].title).toBe('Market review 4');
          expect(body.videoCount).toBe(3);
          expect(JSON.stringify(body)).not.toContain('Next week review');
        }
      }
      // At its publish time it is this week's video, with nothing written in between.
      clock.set(new Date('2026-11-20T10:00:00Z'));
      const freeBody = await dashboard(free);
      expect(freeBody.weeklyVideos.map((v) => v.title)).toEqual(['Next week review']);
      expect(freeBody.videoCount).toBe(4);
      expect((await dashboard(premium)).weeklyVideos.map((v) => v.title)).toEqual([
        'Next week review',
        'Market review 4',
        'Market review 2',
        'Market review 1',
      ]);
    } finally {
      clock.set(new Date('2026-11-18T15:00:00Z'));
      await call(t.app, {
        method: 'DELETE',
        url: `/api/weekly-videos/${created.json.id as number}`,
        cookie: admin,
      });
    }
  });
});
