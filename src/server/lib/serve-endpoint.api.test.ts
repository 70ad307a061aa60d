import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../core/api';
import { createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';
import { routesOf } from './route-table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path}`;

// Decision 0046: every endpoint is declared once in src/core/api and registered from that declaration.
describe('endpoint declarations', () => {
  it('every /api route the server registers is a declared endpoint, registered with its schemas', () => {
    const declared = new Map(ALL_ENDPOINTS.map((e) => [key(e.method, e.path), e]));
    const routes = routesOf(t.app).filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(90);
    const undeclared = routes
      .filter((r) => !declared.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(undeclared).toEqual([]);
    const notFromDeclaration = routes
      .filter((r) => declared.get(key(r.method, r.url))?.responses !== r.responses)
      .map((r) => key(r.method, r.url));
    expect(notFromDeclaration).toEqual([]);
  });

  it('every declaration is registered once, and no two declare the same route', () => {
    const registered = new Set(routesOf(t.app).map((r) => key(r.method, r.url)));
    const keys = ALL_ENDPOINTS.map((e) => key(e.method, e.path));
    expect(keys.filter((k) => !registered.has(k))).toEqual([]);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
