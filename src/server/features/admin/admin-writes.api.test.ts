import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url, payload, cookie });

describe('admin writes with nothing to change', () => {
  it('PATCH /api/admin/subscribers/{id} with {} is a 400 with a message, never a 500', async () => {
    const created = await api('POST', '/api/admin/subscribers', { email: 'empty-patch@example.com' });
    const id = created.json.id as number;
    const empty = await api('PATCH', `/api/admin/subscribers/${id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Nothing to change: send at least one field');
    expect((await api('PATCH', `/api/admin/subscribers/${id}`, { company: undefined })).status).toBe(400);
    expect((await api('PATCH', `/api/admin/subscribers/${id}`, { company: 'Acme' })).json.company).toBe(
      'Acme',
    );
  });

  it('every other admin write answers {} with a 400 and a message', async () => {
    const writes: Array<['POST' | 'PATCH' | 'PUT', string]> = [
      ['POST', '/api/admin/subscribers'],
      ['PATCH', '/api/admin/registrations/1'],
      ['POST', '/api/admin/newsletter-subscribers'],
      ['PATCH', '/api/admin/newsletter-subscribers/1'],
      ['PATCH', '/api/admin/contact-messages/1/status'],
      ['POST', '/api/admin/contact-messages/reply'],
      ['POST', '/api/admin/abuse-patterns/block'],
      ['POST', '/api/weekly-videos'],
      ['PUT', '/api/weekly-videos/1'],
    ];
    for (const [method, url] of writes) {
      const res = await api(method, url, {});
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(typeof res.json.message, `${method} ${url}`).toBe('string');
    }
  });
});

describe('newsletter tags', () => {
  it("refuse ';' and ',' inside a tag, which the CSV could not read back", async () => {
    for (const tag of ['vip;gold', 'a,b']) {
      const res = await api('POST', '/api/admin/newsletter-subscribers', {
        email: 'tags@example.com',
        tags: [tag],
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('A tag cannot contain ; or ,');
    }
    const ok = await api('POST', '/api/admin/newsletter-subscribers', {
      email: 'tags@example.com',
      tags: ['vip'],
    });
    expect(ok.status).toBe(201);
    const bad = await api('PATCH', `/api/admin/newsletter-subscribers/${ok.json.id as number}`, {
      status: 'active',
      tags: ['x;y'],
    });
    expect(bad.status).toBe(400);
  });
});
