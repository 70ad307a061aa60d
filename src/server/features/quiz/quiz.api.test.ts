import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_ATTEMPT_COOKIE, QUIZ_SAMPLE_SIZE } from '../../../core/schemas/quiz';
import { abuseEvents, newsletterSubscribers, quizAttempts, quizQuestions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { QUESTION_BANK } from './question-bank';
import { seed } from './seed';

type Served = { attemptToken: string; questions: Array<{ id: number; question: string }> };

/** The attempt cookie GET /api/quiz/questions sets (HttpOnly, path /api/quiz). */
function attemptCookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? []);
  const line = raw.find((c) => c.startsWith(`${QUIZ_ATTEMPT_COOKIE}=`));
  if (!line) throw new Error('no quiz attempt cookie');
  return line.split(';')[0].slice(QUIZ_ATTEMPT_COOKIE.length + 1);
}

describe('quiz API', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const clock = manualClock(new Date('2026-03-02T15:00:00Z'));
  let ip = 0;
  // Each test its own client address, so the submit limit only bites where it is tested.
  const nextIp = () => `10.1.0.${++ip}`;

  const start = async (): Promise<Served> => {
    const { json, res } = await call(t.app, { method: 'GET', url: '/api/quiz/questions' });
    return { questions: json as unknown as Served['questions'], attemptToken: attemptCookieOf(res) };
  };
  const answerKey = async (served: Served) => {
    const rows = await t.app.deps.db.select().from(quizQuestions);
    const byId = new Map(rows.map((r) => [r.id, r.answer]));
    return served.questions.map((q) => byId.get(q.id)!);
  };
  // The attempt travels in its cookie, never in the payload (spec 01 §7 submit: email, answers).
  const submit = ({ attemptToken, ...payload }: Record<string, unknown>, remoteAddress = nextIp()) =>
    call(t.app, {
      method: 'POST',
      url: '/api/quiz/submit',
      payload,
      remoteAddress,
      cookie: attemptToken ? `${QUIZ_ATTEMPT_COOKIE}=${attemptToken as string}` : undefined,
    });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://site.test' }, clock });
    await seed(t.app.deps);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('fills an empty bank on first use (SEED_DEMO=off still has a quiz)', async () => {
    const fresh = await createTestApp();
    try {
      const { status, json } = await call(fresh.app, { method: 'GET', url: '/api/quiz/questions' });
      expect(status).toBe(200);
      expect(json as unknown as Served['questions']).toHaveLength(QUIZ_SAMPLE_SIZE);
    } finally {
      await fresh.close();
    }
  });

  it('has at least 20 questions with explanations, and the seed is idempotent', async () => {
    await seed(t.app.deps);
    const rows = await t.app.deps.db.select().from(quizQuestions);
    expect(rows.length).toBe(QUESTION_BANK.length);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.every((r) => r.explanation.length > 20)).toBe(true);
    expect(new Set(rows.map((r) => r.answer)).size).toBe(2);
  });

  it('serves a sample of distinct questions without answers or explanations', async () => {
    const { status, json, res } = await call(t.app, { method: 'GET', url: '/api/quiz/questions' });
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Spec 01 §7: a plain list of questions; the attempt is an HttpOnly cookie only the quiz API sees.
    expect(Array.isArray(json)).toBe(true);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/quiz/);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const served: Served = {
      questions: json as unknown as Served['questions'],
      attemptToken: attemptCookieOf(res),
    };
    expect(served.questions).toHaveLength(QUIZ_SAMPLE_SIZE);
    expect(new Set(served.questions.map((q) => q.id)).size).toBe(QUIZ_SAMPLE_SIZE);
    for (const q of served.questions) expect(Object.keys(q).sort()).toEqual(['id', 'question']);
    const body = res.body;
    expect(body).not.toMatch(/"answer"|"correctAnswer"|explanation/);
    // The token names the questions but not their answers.
    const tokenBody = JSON.parse(Buffer.from(served.attemptToken.split('.')[0], 'base64url').toString());
    expect(tokenBody.q).toEqual(served.questions.map((q) => q.id));
    expect(JSON.stringify(tokenBody)).not.toMatch(/true|false/);
  });

  it('scores all-correct answers 100% with a per-question review in served order', async () => {
    const served = await start();
    const key = await answerKey(served);
    const { status, json } = await submit({ email: null, answers: key, attemptToken: served.attemptToken });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      score: QUIZ_SAMPLE_SIZE,
      totalQuestions: QUIZ_SAMPLE_SIZE,
      percentage: 100,
      emailSent: false,
    });
    const review = json.questions as unknown as Array<Record<string, unknown>>;
    expect(review.map((q) => q.question)).toEqual(served.questions.map((q) => q.question));
    expect(review.every((q) => q.correct === true && typeof q.explanation === 'string')).toBe(true);
  });

  it('scores a mix: 7 of 10 right is 70%, wrong answers carry the correct one', async () => {
    const served = await start();
    const key = await answerKey(served);
    const answers = key.map((a, i) => (i < 3 ? !a : a));
    const { json } = await submit({ email: null, answers, attemptToken: served.attemptToken });
    expect(json).toMatchObject({ score: 7, totalQuestions: 10, percentage: 70 });
    const first = (json.questions as unknown as Array<Record<string, unknown>>)[0];
    expect(first).toMatchObject({ correct: false, userAnswer: answers[0], correctAnswer: key[0] });
  });

  it('refuses a second submission of the same attempt and a forged or expired token', async () => {
    const served = await start();
    const answers = served.questions.map(() => true);
    expect((await submit({ email: null, answers, attemptToken: served.attemptToken })).status).toBe(200);
    const again = await submit({ email: null, answers, attemptToken: served.attemptToken });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'This quiz attempt has already been submitted. Please start the quiz again.',
    );

    // Swapping the question list in the token breaks the signature.
    const fresh = await start();
    const [body, sig] = fresh.attemptToken.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    payload.q = payload.q.slice().reverse();
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
    const bad = await submit({ email: null, answers, attemptToken: forged });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Your quiz session has expired. Please start the quiz again.');

    clock.advance(3 * 60 * 60_000);
    const late = await submit({ email: null, answers, attemptToken: fresh.attemptToken });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('Your quiz session has expired. Please start the quiz again.');
  });

  it('refuses a submission without the attempt cookie, and a submit clears it', async () => {
    const served = await start();
    const answers = served.questions.map(() => true);
    const bare = await submit({ email: null, answers });
    expect(bare.status).toBe(400);
    expect(bare.json.message).toBe('Your quiz session has expired. Please start the quiz again.');
    const ok = await submit({ email: null, answers, attemptToken: served.attemptToken });
    expect(ok.status).toBe(200);
    expect(String(ok.res.headers['set-cookie'])).toMatch(new RegExp(`^${QUIZ_ATTEMPT_COOKIE}=;`));
  });

  it('validates: every answer required, email valid or null', async () => {
    const served = await start();
    const short = await submit({ email: null, answers: [true, false], attemptToken: served.attemptToken });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Please answer every question');
    const missing = await submit({ email: null, answers: [true, null], attemptToken: served.attemptToken });
    expect(missing.json.message).toBe('Please answer every question');
    const empty = await submit({ email: null, answers: [], attemptToken: served.attemptToken });
    expect(empty.json.message).toBe('Please answer every question');
    const email = await submit({
      email: 'not-an-email',
      answers: served.questions.map(() => true),
      attemptToken: served.attemptToken,
    });
    expect(email.status).toBe(400);
    expect(email.json.message).toBe('Please enter a valid email address');
  });

  it('mails the results over SMTP when an email is given, and records a pending quiz subscriber', async () => {
    const served = await start();
    const key = await answerKey(served);
    const { json } = await submit({
      email: 'quizzer@example.com',
      answers: key,
      attemptToken: served.attemptToken,
    });
    expect(json).toMatchObject({ emailSent: true, percentage: 100 });
    const mail = await smtp.waitFor((m) => m.to.includes('quizzer@example.com'));
    expect(mail.subject).toBe('Your TrendLab quiz result: 100%');
    expect(mail.text).toContain('10 out of 10 (100%)');
    expect(mail.text).toContain(served.questions[0].question);
    expect(mail.text).toContain('http://site.test/newsletter/confirm#token=');
    const [sub] = await t.app.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'quizzer@example.com'));
    expect(sub).toMatchObject({ status: 'pending', source: 'quiz', tags: ['quiz'] });
    const [attempt] = await t.app.deps.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.email, 'quizzer@example.com'));
    expect(attempt).toMatchObject({ score: 10, emailSent: true });
  });

  it('a filled honeypot is scored but nothing is mailed, and it is recorded', async () => {
    const served = await start();
    const { json } = await submit({
      email: 'bot@example.com',
      answers: served.questions.map(() => true),
      attemptToken: served.attemptToken,
      website: 'spam',
    });
    expect(json.emailSent).toBe(false);
    const subs = await t.app.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'bot@example.com'));
    expect(subs).toHaveLength(0);
    const events = await t.app.deps.db
      .select()
      .from(abuseEvents)
      .where(eq(abuseEvents.eventType, 'honeypot'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('limits submissions per IP and records the flood as an abuse event', async () => {
    const addr = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const served = await start();
      statuses.push(
        (
          await submit(
            { email: null, answers: served.questions.map(() => false), attemptToken: served.attemptToken },
            addr,
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    await expect
      .poll(
        async () =>
          (await t.app.deps.db.select().from(abuseEvents).where(eq(abuseEvents.eventType, 'quiz_flood')))
            .length,
      )
      .toBe(1);
  });
});
