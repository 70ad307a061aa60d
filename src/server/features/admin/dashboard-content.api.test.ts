import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradersDashboardResponseSchema } from '../../../core/schemas/markets';
import { dashboardEvents, weeklyThoughts } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { adminCookie, call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';

type Row = Record<string, unknown> & { id: number };

/** The dashboard's weekly thoughts and events calendar, edited by the admin (docs/features/admin.md). */
describe('admin dashboard content', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  // Wednesday 2026-11-18; Thanksgiving (2026-11-26) is a US market holiday.
  const clock = manualClock(new Date('2026-11-18T15:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.app.deps.db.delete(weeklyThoughts);
    await t.app.deps.db.delete(dashboardEvents);
    admin = await adminCookie(t.app);
    member = (await signInAs(t.app, 'free')).cookie;
  });
  afterAll(() => t.close());

  const dashboard = async () =>
    tradersDashboardResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: '/api/traders-dashboard', cookie: member })).json,
    );
  const thought = (over: object = {}) => ({
    week: 'Week of November 16, 2026',
    quote: 'Let your profits run.',
    content: 'Three markets broke out to new 40-day highs.',
    publishedAt: '2026-11-16T10:00:00.000Z',
    isActive: true,
    ...over,
  });

  it('answers 401 to every route without the admin session, even to a member', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/admin/weekly-thoughts'],
      ['POST', '/api/admin/weekly-thoughts'],
      ['PUT', '/api/admin/weekly-thoughts/1'],
      ['DELETE', '/api/admin/weekly-thoughts/1'],
      ['GET', '/api/admin/dashboard-events'],
      ['POST', '/api/admin/dashboard-events'],
      ['PUT', '/api/admin/dashboard-events/1'],
      ['DELETE', '/api/admin/dashboard-events/1'],
    ];
    for (const [method, url] of routes)
      for (const cookie of [undefined, member]) {
        const res = await call(t.app, {
          method: method as 'GET',
          url,
          cookie,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.status, `${method} ${url}`).toBe(401);
      }
  });

  it('creates, edits, deactivates and deletes a weekly thought; the dashboard shows each change at once', async () => {
    expect((await dashboard()).weeklyThoughts).toEqual([]);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/weekly-thoughts',
      cookie: admin,
      payload: thought(),
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await dashboard()).weeklyThoughts).toEqual([
      {
        week: 'Week of November 16, 2026',
        quote: 'Let your profits run.',
        content: 'Three markets broke out to new 40-day highs.',
      },
    ]);

    const edited = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/weekly-thoughts/${id}`,
      cookie: admin,
      payload: thought({ quote: 'Cut your losses short.' }),
    });
    expect(edited.status).toBe(200);
    expect((await dashboard()).weeklyThoughts[0].quote).toBe('Cut your losses short.');

    await call(t.app, {
      method: 'PUT',
      url: `/api/admin/weekly-thoughts/${id}`,
      cookie: admin,
      payload: thought({ isActive: false }),
    });
    expect((await dashboard()).weeklyThoughts).toEqual([]);
    // The admin list keeps inactive ones.
    const list = (await call(t.app, { method: 'GET', url: '/api/admin/weekly-thoughts', cookie: admin }))
      .json as unknown as Row[];
    expect(list).toMatchObject([{ id, isActive: false, publishedAt: '2026-11-16T10:00:00.000Z' }]);

    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/weekly-thoughts/${id}`, cookie: admin }))
        .status,
    ).toBe(200);
    const again = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/weekly-thoughts/${id}`,
      cookie: admin,
    });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('Thought not found');
  });

  it('repeats the form checks: one message per field, and one thought per week', async () => {
    const bad = async (payload: object) => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/admin/weekly-thoughts',
        cookie: admin,
        payload,
      });
      expect(res.status).toBe(400);
      return res.json;
    };
    expect((await bad(thought({ week: '  ' }))).message).toBe('Week is required');
    expect((await bad(thought({ quote: '' }))).message).toBe('Quote is required');
    expect((await bad(thought({ content: 'x'.repeat(3001) }))).message).toBe(
      'Content must be at most 3000 characters',
    );
    expect((await bad(thought({ publishedAt: '' }))).message).toBe('Published date is required');
    const issues = (await bad({ ...thought(), week: '', quote: '' })).issues as Array<{ path: string }>;
    expect(issues.map((i) => i.path).sort()).toEqual(['quote', 'week']);

    const first = await call(t.app, {
      method: 'POST',
      url: '/api/admin/weekly-thoughts',
      cookie: admin,
      payload: thought(),
    });
    expect(first.status).toBe(201);
    const twin = await call(t.app, {
      method: 'POST',
      url: '/api/admin/weekly-thoughts',
      cookie: admin,
      payload: thought(),
    });
    expect(twin.status).toBe(409);
    expect(twin.json).toMatchObject({
      message: 'There is already a thought for this week',
      issues: [{ path: 'week', message: 'There is already a thought for this week' }],
    });
  });

  it('manages calendar events, refuses US market holidays, and the dashboard lists them with the holidays', async () => {
    const post = (payload: object) =>
      call(t.app, { method: 'POST', url: '/api/admin/dashboard-events', cookie: admin, payload });
    const holiday = await post({ eventDate: '2026-11-26', event: 'Initial Jobless Claims' });
    expect(holiday.status).toBe(400);
    expect(holiday.json.message).toBe('Markets are closed that day (Thanksgiving Day); pick a trading day');
    expect((await post({ eventDate: '2026-02-30', event: 'CPI' })).json.message).toBe(
      'Date must be a calendar day (YYYY-MM-DD)',
    );
    expect((await post({ eventDate: '', event: 'CPI' })).json.message).toBe('Date is required');
    expect((await post({ eventDate: '2026-11-20', event: ' ' })).json.message).toBe('Event is required');

    const created = await post({ eventDate: '2026-11-25', event: 'Initial Jobless Claims' });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect((await post({ eventDate: '2026-11-25', event: 'Initial Jobless Claims' })).json.message).toBe(
      'This event is already on that day',
    );
    await post({ eventDate: '2026-11-10', event: 'Past release' });

    expect((await dashboard()).calendarEvents).toEqual([
      { date: '2026-11-25', event: 'Initial Jobless Claims' },
      { date: '2026-11-26', event: 'US market holiday: Thanksgiving Day (NYSE closed)' },
    ]);

    const moved = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/dashboard-events/${id}`,
      cookie: admin,
      payload: { eventDate: '2026-11-19', event: 'Initial Jobless Claims', isActive: true },
    });
    expect(moved.json).toEqual({
      id,
      eventDate: '2026-11-19',
      event: 'Initial Jobless Claims',
      isActive: true,
    });
    expect((await dashboard()).calendarEvents[0]).toEqual({
      date: '2026-11-19',
      event: 'Initial Jobless Claims',
    });

    const upcoming = (await call(t.app, { method: 'GET', url: '/api/admin/dashboard-events', cookie: admin }))
      .json as unknown as Row[];
    expect(upcoming.map((e) => e.event)).toEqual(['Initial Jobless Claims']);
    const all = (
      await call(t.app, { method: 'GET', url: '/api/admin/dashboard-events?past=1', cookie: admin })
    ).json as unknown as Row[];
    expect(all.map((e) => e.eventDate)).toEqual(['2026-11-10', '2026-11-19']);

    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/dashboard-events/${id}`, cookie: admin }))
        .status,
    ).toBe(200);
    expect((await dashboard()).calendarEvents).toEqual([
      { date: '2026-11-26', event: 'US market holiday: Thanksgiving Day (NYSE closed)' },
    ]);
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/api/admin/dashboard-events/999999',
          cookie: admin,
          payload: { eventDate: '2026-11-19', event: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});
