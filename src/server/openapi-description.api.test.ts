import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './db/schema';
import { issueApiKey } from './features/api-keys/repo';
import { WILDCARD } from './plugins/openapi-operations';
import { createTestApp, signInAs } from './test/harness';
import type { TestApp } from './test/harness';
import { baseRequest, operationsOf, urlOf } from './test/openapi-fuzz';
import type { Operation } from './test/openapi-fuzz';

/**
 * The API description is complete: Redocly's recommended rules find no error, every
 * operation names itself, its credential and its error answers, what it says about credentials is
 * what the server does, and a client generated from it (openapi-typescript) accepts what /api/v1
 * really sends.
 */
interface DocOp {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, DocOp>> };

let t: TestApp;
let doc: Doc;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  doc = t.app.swagger() as unknown as Doc;
  dir = mkdtempSync(join(tmpdir(), 'trendlab-openapi-'));
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const allOps = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
const needsCredential = (op: DocOp) => (op.security ?? []).every((s) => Object.keys(s).length > 0);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and passes `redocly lint` (recommended rules) with no error', () => {
    expect(doc.openapi).toBe('3.1.0');
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync('npx', ['redocly', 'lint', file, '--format=json', '--max-problems=1000'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const report = JSON.parse(run.stdout) as {
      problems: Array<{
        severity: string;
        ruleId: string;
        message: string;
        location: Array<{ pointer: string }>;
      }>;
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 90_000);

  it('names every operation once, with a summary, its credential and its error answers', () => {
    const ops = allOps();
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map((o) => o.op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.summary, where).toMatch(/\w/);
      expect(op.security?.length, where).toBeGreaterThan(0);
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s.startsWith('2') || s.startsWith('3')),
        where,
      ).toBe(true);
      for (const status of ['401', '403', '429', '500', '503']) expect(statuses, where).toContain(status);
      if (path.includes('{')) expect(statuses, where).toContain('404');
    }
    expect(doc.paths['/api/v1/signals']?.get?.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/admin/subscribers']?.get?.security).toEqual([{ adminSession: [] }]);
    expect(doc.paths['/api/account/alerts']?.get?.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.paths).filter((p) => p.includes('*'))).toEqual([]);
  });

  it('says what the server does: a request without a credential gets 401 exactly where one is required', async () => {
    const declared = (o: Operation) => doc.paths[toDocPath(o.path)]![o.method.toLowerCase()]!;
    const wrong: string[] = [];
    let n = 0;
    for (const o of operationsOf(doc as never)) {
      const op = declared(o);
      const r = baseRequest(o);
      const res = await t.app.inject({
        method: o.method as 'GET',
        url: urlOf(o, r),
        remoteAddress: `10.77.${(n >> 8) & 255}.${n++ & 255}`,
        ...(r.body !== undefined ? { payload: r.body as object } : {}),
      });
      // A sign-in (security [{}]) answers 401 to wrong credentials; anything else open never does here.
      const required = needsCredential(op);
      const signIn = JSON.stringify(op.security) === '[{}]';
      if (required !== (res.statusCode === 401) && !(signIn && res.statusCode === 401))
        wrong.push(
          `${o.method} ${o.path}: ${required ? 'declares' : 'does not declare'} a credential, answered ${res.statusCode}`,
        );
      if (!(String(res.statusCode) in op.responses))
        wrong.push(`${o.method} ${o.path}: answered ${res.statusCode}, not declared`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

const toDocPath = (fastifyPath: string) =>
  fastifyPath.replace(/:(\w+)/g, '{$1}').replace(/\*$/, `{${WILDCARD}}`);

describe('a client generated from the document', () => {
  it('type-checks real /api/v1 answers and calls, and refuses a wrong one', async () => {
    const { user } = await signInAs(t.app, 'premium');
    // API keys are the Institution plan's.
    await t.app.deps.db
      .update(users)
      .set({ plan: 'institution', planStatus: 'active' })
      .where(eq(users.id, user.id));
    const { key } = await issueApiKey(t.app.deps.db, user.id, 'typed client', new Date());
    const v1 = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      expect(res.statusCode, url).toBe(200);
      return res.body;
    };
    const signals = await v1('/api/v1/signals?market=futures');
    const positions = await v1('/api/v1/positions?market=crypto');

    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(doc as never)));
    const good = join(dir, 'good.ts');
    writeFileSync(
      good,
      `import type { paths } from './api';
type Get<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer A } } } } } ? A : never;
type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Q : never;
export const signals: Get<'/api/v1/signals'> = ${signals};
export const positions: Get<'/api/v1/positions'> = ${positions};
export const query: Query<'/api/v1/signals'> = { market: 'futures' };
`,
    );
    const bad = join(dir, 'bad.ts');
    writeFileSync(
      bad,
      `import type { paths } from './api';
export const query: NonNullable<paths['/api/v1/signals']['get']['parameters']['query']> = { market: 'bonds' };
`,
    );
    const check = (file: string) =>
      ts
        .getPreEmitDiagnostics(
          ts.createProgram([file], {
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            target: ts.ScriptTarget.ES2022,
          }),
        )
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(check(good)).toEqual([]);
    expect(check(bad).join('\n')).toMatch(/bonds/);
  }, 120_000);
});
