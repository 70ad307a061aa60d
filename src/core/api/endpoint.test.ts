import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, successSchema, urlOf } from './endpoint';

const item = endpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:part',
  params: z.object({ id: z.coerce.number(), part: z.string() }),
  query: z.object({ q: z.string().optional(), page: z.number().optional() }),
  responses: { 200: z.object({ ok: z.boolean() }), 404: z.object({ code: z.string() }) },
});

describe('urlOf', () => {
  it('fills path parameters, encoded, and appends the set query values in order', () => {
    expect(urlOf(item, { id: 7, part: 'a b/c' }, { q: 'x&y', page: 2 })).toBe(
      '/api/things/7/parts/a%20b%2Fc?q=x%26y&page=2',
    );
  });

  it('leaves out undefined, null and empty query values', () => {
    expect(urlOf(item, { id: 1, part: 'p' }, { q: '', page: undefined, other: null })).toBe(
      '/api/things/1/parts/p',
    );
  });

  it("fills a final '*' wildcard from params['*']", () => {
    const link = endpoint({ method: 'GET', path: '/api/chart/*', responses: { 200: z.string() } });
    expect(urlOf(link, { '*': 'abc.DEF_-1' }, { layout: 'narrow' })).toBe(
      '/api/chart/abc.DEF_-1?layout=narrow',
    );
    expect(() => urlOf(link)).toThrow(/missing path parameter '\*'/);
  });

  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => urlOf(item, { id: 1 })).toThrow(/missing path parameter 'part'/);
  });
});

describe('successSchema', () => {
  it('picks the schema of the answered status, else the first 2xx', () => {
    const created = endpoint({ method: 'POST', path: '/x', responses: { 201: z.string(), 409: z.number() } });
    expect(successSchema(created)).toBe(created.responses[201]);
    expect(successSchema(item, 200)).toBe(item.responses[200]);
    expect(
      successSchema(endpoint({ method: 'GET', path: '/y', responses: { 302: z.null() } })),
    ).toBeUndefined();
  });
});
