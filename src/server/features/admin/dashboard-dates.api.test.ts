import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradersDashboardResponseSchema } from '../../../core/schemas/markets';
import { dashboardEvents, weeklyThoughts } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

/**
 * Dates that are surely typos never go live. Videos and thoughts between 2000-01-01 and one
 * year ahead, a future-dated thought shown from its date, events on trading days only.
 */
describe('date checks of videos, thoughts and events', () => {
  let t: TestApp;
  let admin: string;
  // Wednesday 2026-11-18: one year ahead is 2027-11-18.
  const clock = manualClock(new Date('2026-11-18T15:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.app.deps.db.delete(weeklyThoughts);
    await t.app.deps.db.delete(dashboardEvents);
    admin = await adminCookie(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    call(t.app, { method, url, payload, cookie: admin });
  const WINDOW = 'Published date must be between 2000-01-01 and 2027-11-18 (one year ahead)';
  const video = (publishedAt: string) => ({
    videoId: 'dQw4w9WgXcQ',
    week: 'Week 47',
    title: 'Market review',
    embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    publishedAt,
  });
  const thought = (week: string, publishedAt: string) => ({
    week,
    quote: 'Let your profits run.',
    content: 'Three markets broke out.',
    publishedAt,
    isActive: true,
  });

  it('refuses a video published before 2000 or more than a year ahead, on create and on edit', async () => {
    for (const at of ['1900-01-01T10:00:00.000Z', '9999-12-31T10:00:00.000Z', '2027-11-19T10:00:00.000Z']) {
      const res = await send('POST', '/api/weekly-videos', video(at));
      expect(res.status, at).toBe(400);
      expect(res.json.issues).toEqual([{ path: 'publishedAt', message: WINDOW }]);
    }
    const ok = await send('POST', '/api/weekly-videos', video('2027-11-18T10:00:00.000Z'));
    expect(ok.status).toBe(201);
    expect((await send('POST', '/api/weekly-videos', video('2000-01-01T10:00:00.000Z'))).status).toBe(201);
    const edit = await send(
      'PUT',
      `/api/weekly-videos/${ok.json.id as number}`,
      video('1999-12-31T10:00:00.000Z'),
    );
    expect(edit.status).toBe(400);
    expect(edit.json.message).toBe(WINDOW);
  });

  it('refuses a thought outside the window; a thought dated later shows on the dashboard from its date on', async () => {
    const far = await send(
      'POST',
      '/api/admin/weekly-thoughts',
      thought('Week X', '9999-12-31T10:00:00.000Z'),
    );
    expect(far.status).toBe(400);
    expect(far.json.issues).toEqual([{ path: 'publishedAt', message: WINDOW }]);
    expect(
      (await send('POST', '/api/admin/weekly-thoughts', thought('Week 47', '2026-11-16T10:00:00.000Z')))
        .status,
    ).toBe(201);
    expect(
      (await send('POST', '/api/admin/weekly-thoughts', thought('Week 51', '2026-12-14T10:00:00.000Z')))
        .status,
    ).toBe(201);

    const weeks = async () => {
      const cookie = (await signInAs(t.app, 'free')).cookie; // a session of that day
      const res = await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie });
      return tradersDashboardResponseSchema.parse(res.json).weeklyThoughts.map((w) => w.week);
    };
    expect(await weeks()).toEqual(['Week 47']);
    clock.set(new Date('2026-12-14T00:30:00Z')); // its day, before its 10:00 publishing time
    expect(await weeks()).toEqual(['Week 51', 'Week 47']);
    clock.set(new Date('2026-11-18T15:00:00Z'));
    admin = await adminCookie(t.app);
  });

  it('puts events on trading days only: weekends, holidays and dates outside the window are refused', async () => {
    const post = (eventDate: string) =>
      send('POST', '/api/admin/dashboard-events', { eventDate, event: 'CPI', isActive: true });
    const cases: Array<[string, string]> = [
      ['2026-11-21', 'Markets are closed on Saturdays; pick a trading day (Monday to Friday)'],
      ['2026-11-22', 'Markets are closed on Sundays; pick a trading day (Monday to Friday)'],
      ['2026-11-26', 'Markets are closed that day (Thanksgiving Day); pick a trading day'],
      ['9999-12-31', 'Date must be between 2000-01-01 and 2027-11-18 (one year ahead)'],
      ['1999-12-31', 'Date must be between 2000-01-01 and 2027-11-18 (one year ahead)'],
    ];
    for (const [day, message] of cases) {
      const res = await post(day);
      expect(res.status, day).toBe(400);
      expect(res.json.issues, day).toEqual([{ path: 'eventDate', message }]);
    }
    expect((await post('2026-11-23')).status).toBe(201);
  });
});
