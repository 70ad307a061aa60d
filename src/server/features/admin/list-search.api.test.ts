import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';

/**
 * A list's search takes one of two roads (repo-helpers pageAndTotal): up to 1,000 matches,
 * the page is read among their ids; more, the page and the count run as for a list without a search.
 * Both give the same rows in the same order and the true total.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
  const start = Date.parse('2026-01-01T00:00:00Z');
  await t.app.deps.db.insert(contactMessages).values(
    Array.from({ length: MESSAGES }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk.${i}@example.net`,
      subject: i % 400 === 7 ? 'A rare question' : 'A question',
      message: 'Text',
      status: i % 2 ? 'new' : 'responded',
      submittedAt: new Date(start + i * 60_000),
    })),
  );
});
afterAll(() => t.close());

const MESSAGES = 1205;
type Page = { messages: Array<{ id: number; name: string }>; total: number };
const get = async (query: string) => {
  const res = await call(t.app, { method: 'GET', url: `/api/admin/contact-messages?${query}`, cookie });
  expect(res.status, query).toBe(200);
  return res.json as unknown as Page;
};

describe('admin list searches, few matches and many', () => {
  it('many matches (more than 1,000): the same page and total as the list without a search', async () => {
    for (const query of ['limit=20', 'limit=20&offset=1180'] as const) {
      const all = await get(query);
      const searched = await get(`${query}&search=bulk`);
      expect(searched.total).toBe(MESSAGES);
      expect(searched.messages.map((m) => m.id)).toEqual(all.messages.map((m) => m.id));
    }
    expect((await get('limit=20&search=bulk&filterStatus=new')).total).toBe(602);
  });

  it('few matches: the page among their ids, newest first, and their total', async () => {
    // Messages 7, 407 and 807 ask the rare question (all three 'new').
    const first = await get('limit=2&search=RARE');
    expect(first).toMatchObject({ total: 3, messages: [{ name: 'Bulk 807' }, { name: 'Bulk 407' }] });
    expect(first.messages).toHaveLength(2);
    const second = await get('limit=2&offset=2&search=rare');
    expect(second.total).toBe(3);
    expect(second.messages.map((m) => m.name)).toEqual(['Bulk 7']);
    expect(await get('limit=2&offset=20&search=rare')).toEqual({ total: 3, messages: [] });
    expect(await get('search=rare&filterStatus=responded')).toEqual({ total: 0, messages: [] });
    expect((await get('search=bulk.807@')).messages.map((m) => m.name)).toEqual(['Bulk 807']);
  });
});
