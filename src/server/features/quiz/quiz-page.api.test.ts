import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUIZ_ATTEMPT_COOKIE,
  QUIZ_QUESTION_PLACEHOLDER,
  QUIZ_SAMPLE_ELEMENT_ID,
  QUIZ_SAMPLE_SIZE,
} from '../../../core/schemas/quiz';
import { quizQuestions } from '../../db/schema';
import { createTestApp } from '../../test/harness';

const SHELL = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const PRERENDERED = `<!doctype html><html><head><title>t</title><style>${'.x{}'.repeat(400)}</style></head><body><div id="root"><legend>${QUIZ_QUESTION_PLACEHOLDER}</legend></div></body></html>`;

type Sample = Array<Record<string, unknown>>;

/** The sample in the page's JSON script (what the client reads before it would call the API). */
function sampleOf(html: string): Sample {
  const m = new RegExp(`<script type="application/json" id="${QUIZ_SAMPLE_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!m) throw new Error('no quiz sample in the page');
  return JSON.parse(m[1]) as Sample;
}

/** The first question as the page shows it (entities decoded, as the browser reads them). */
function legendOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
  return /<legend>(.*?)<\/legend>/
    .exec(html)![1]
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => entities[e]);
}

function attemptCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? []);
  return raw.find((c) => c.startsWith(`${QUIZ_ATTEMPT_COOKIE}=`));
}

/** GET /quiz carries its own sample, so the first question paints without a round trip. */
describe('the /quiz page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({
      clientFiles: { 'index.html': SHELL, 'pages/quiz.html': PRERENDERED },
    }));
  });
  afterAll(() => close());

  it('draws a sample per visit: questions without answers, the first in the HTML, the attempt in its cookie', async () => {
    const first = await app.inject({ method: 'GET', url: '/quiz', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br'); // the page is 70 KB with its inlined CSS
    const page = brotliDecompressSync(first.rawPayload).toString();
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    const sample = sampleOf(page);
    expect(sample).toHaveLength(QUIZ_SAMPLE_SIZE);
    for (const q of sample) expect(Object.keys(q).sort()).toEqual(['id', 'question']);
    expect(page).not.toContain(QUIZ_QUESTION_PLACEHOLDER);
    expect(legendOf(page)).toBe(sample[0].question);
    const cookie = attemptCookie(first);
    expect(cookie).toMatch(/; Path=\/api\/quiz/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);

    const second = await app.inject({ method: 'GET', url: '/quiz' });
    expect(attemptCookie(second)!.split(';')[0]).not.toBe(cookie!.split(';')[0]);
  });

  it("the page's attempt is the one the submit scores, once", async () => {
    const page = await app.inject({ method: 'GET', url: '/quiz' });
    const ids = sampleOf(page.body).map((q) => q.id as number);
    const rows = await app.deps.db.select().from(quizQuestions);
    const key = new Map(rows.map((r) => [r.id, r.answer]));
    const cookie = attemptCookie(page)!.split(';')[0];
    const submit = () =>
      app.inject({
        method: 'POST',
        url: '/api/quiz/submit',
        headers: { cookie },
        payload: { email: null, answers: ids.map((id) => key.get(id)!) },
      });
    const scored = await submit();
    expect(scored.statusCode).toBe(200);
    expect(scored.json()).toMatchObject({ score: QUIZ_SAMPLE_SIZE, totalQuestions: QUIZ_SAMPLE_SIZE });
    expect((await submit()).statusCode).toBe(409);
  });

  it('escapes the question in the HTML and in the JSON script', async () => {
    await app.deps.db
      .update(quizQuestions)
      .set({ question: sql`${quizQuestions.question} || ' </script><b>&"'` });
    const res = await app.inject({ method: 'GET', url: '/quiz' });
    expect(res.body).toContain(' &lt;/script&gt;&lt;b&gt;&amp;&quot;</legend>');
    expect(res.body).not.toContain('</script><b>');
    expect(sampleOf(res.body)[0].question).toMatch(/ <\/script><b>&"$/);
    expect(legendOf(res.body)).toBe(sampleOf(res.body)[0].question);
  });

  it('a query string or a smaller bank gets the shell with the sample; HEAD draws nothing', async () => {
    const trailing = await app.inject({ method: 'GET', url: '/quiz/' });
    expect(sampleOf(trailing.body)).toHaveLength(QUIZ_SAMPLE_SIZE);
    expect(trailing.body).not.toContain(QUIZ_QUESTION_PLACEHOLDER);
    const withQuery = await app.inject({ method: 'GET', url: '/quiz?from=mail' });
    expect(withQuery.body).toContain('<div id="root"></div>');
    expect(sampleOf(withQuery.body)).toHaveLength(QUIZ_SAMPLE_SIZE);

    const head = await app.inject({ method: 'HEAD', url: '/quiz' });
    expect(head.statusCode).toBe(200);
    expect(attemptCookie(head)).toBeUndefined();
    const post = await app.inject({ method: 'POST', url: '/quiz' });
    expect(post.statusCode).toBe(405);

    const keep = (await app.deps.db.select({ id: quizQuestions.id }).from(quizQuestions)).slice(0, 3);
    await app.deps.db
      .update(quizQuestions)
      .set({ isActive: false })
      .where(
        sql`${quizQuestions.id} not in (${sql.join(
          keep.map((k) => sql`${k.id}`),
          sql`, `,
        )})`,
      );
    const small = await app.inject({ method: 'GET', url: '/quiz' });
    expect(small.body).toContain('<div id="root"></div>');
    expect(sampleOf(small.body)).toHaveLength(3);
  });
});
