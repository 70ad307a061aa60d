import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import type { SmtpCatcher } from '../../test/smtp-catcher';
import { linkIn, nextIp, registration, solveCaptcha, tokenOf } from './auth-test-helpers';
import { CAPTCHA_FAILED } from './captcha';
import { BAD_CONFIRMATION, DUPLICATE_EMAIL } from './register-routes';

describe('registration', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = (payload: Record<string, unknown>, ip = nextIp()) =>
    call(t.app, { method: 'POST', url: '/api/register', payload, remoteAddress: ip });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['firstName', '', 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
    ['password', 'Ab1!', 'Password must be at least 8 characters'],
    ['password', 'lowercase1!', 'Password must contain at least one uppercase letter'],
    ['password', 'UPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['password', 'NoNumbers!!', 'Password must contain at least one number'],
    ['password', 'NoSpecial123', 'Password must contain at least one special character'],
    ['confirmPassword', 'Different1!', "Passwords don't match"],
    ['description', '', 'Please select how you describe yourself'],
    ['referredBy', 'Facebook', 'Please select how you heard about us'],
    ['marketsInterested', [], 'Please select at least one market'],
    ['agreementAccepted', false, 'You must accept the terms and conditions'],
    ['captchaToken', '', 'Please complete the captcha verification'],
  ])('rejects an invalid %s (%j) with the spec message', async (field, value, message) => {
    const { status, json } = await register(registration({ [field]: value }));
    expect(status).toBe(400);
    expect(json.code).toBe('VALIDATION');
    expect(json.issues).toContainEqual({
      path: field === 'password' || field === 'confirmPassword' ? field : field,
      message,
    });
  });

  it('rejects a missing captcha token field', async () => {
    const { captchaToken: _omit, ...rest } = registration();
    const { status, json } = await register(rest);
    expect(status).toBe(400);
    expect(json.message).toBe('Please complete the captcha verification');
  });

  it('rejects a forged captcha token and a challenge token passed as a pass', async () => {
    const forged =
      Buffer.from(JSON.stringify({ kind: 'captcha-pass', id: 'x', exp: Date.now() + 60_000 })).toString(
        'base64url',
      ) + '.AAAA';
    const r1 = await register(registration({ captchaToken: forged }));
    expect(r1.status).toBe(400);
    expect(r1.json.message).toBe(CAPTCHA_FAILED);
    const { challenge } = (await call(t.app, { method: 'GET', url: '/api/captcha' })).json as unknown as {
      challenge: string;
    };
    const r2 = await register(registration({ captchaToken: challenge }));
    expect(r2.json.message).toBe(CAPTCHA_FAILED);
  });

  it('issues sums of two numbers 1-10 and refuses a wrong answer, then the spent challenge', async () => {
    const ip = nextIp();
    const q = (await call(t.app, { method: 'GET', url: '/api/captcha', remoteAddress: ip }))
      .json as unknown as { a: number; b: number; challenge: string };
    expect(q.a).toBeGreaterThanOrEqual(1);
    expect(q.b).toBeLessThanOrEqual(10);
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/captcha/verify',
      payload: { challenge: q.challenge, answer: q.a + q.b + 1 },
      remoteAddress: ip,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Incorrect answer. Please try again.');
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/captcha/verify',
      payload: { challenge: q.challenge, answer: q.a + q.b },
      remoteAddress: ip,
    });
    expect(again.status).toBe(400);
  });

  it('a failure after the account row leaves no account behind (one transaction)', async () => {
    const ip = nextIp();
    const payload = registration({ captchaToken: await solveCaptcha(t.app, ip) });
    // The confirmation token's table is gone for a moment: the second write of the registration fails.
    await t.app.deps.database.exec('ALTER TABLE account_tokens RENAME TO account_tokens_away');
    try {
      expect((await register(payload, ip)).status).toBe(500);
    } finally {
      await t.app.deps.database.exec('ALTER TABLE account_tokens_away RENAME TO account_tokens');
    }
    const rows = await t.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(rows).toEqual([]);
  });

  it('creates a pending account, ignores isPaidSubscriber, refuses a reused captcha token', async () => {
    const ip = nextIp();
    const captchaToken = await solveCaptcha(t.app, ip);
    const payload = registration({
      captchaToken,
      isPaidSubscriber: true,
      status: 'approved',
      enableEquities: true,
    });
    const first = await register(payload, ip);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      ok: true,
      message: 'Your account has been created. Please check your email for confirmation.',
    });
    const [row] = await t.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(row).toMatchObject({
      status: 'pending',
      isPaidSubscriber: false,
      enableEquities: false,
      firstName: 'Ada',
    });
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);

    const reused = await register(registration({ captchaToken }), ip);
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(CAPTCHA_FAILED);
  });

  it('rejects a duplicate email whatever its case', async () => {
    const ip = nextIp();
    const email = `Dup.${Date.now()}@Example.com`;
    expect(
      (await register(registration({ email, captchaToken: await solveCaptcha(t.app, ip) }), ip)).status,
    ).toBe(201);
    const dup = await register(
      registration({ email: email.toUpperCase(), captchaToken: await solveCaptcha(t.app, ip) }),
      ip,
    );
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(DUPLICATE_EMAIL);
    const [{ n }] = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(n).toBe(1);
  });

  it('mails a confirmation link that confirms the account once', async () => {
    const ip = nextIp();
    const email = `confirm.${Date.now()}@example.com`;
    expect(
      (await register(registration({ email, captchaToken: await solveCaptcha(t.app, ip) }), ip)).status,
    ).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your email address');
    const link = linkIn(mail.text, '/confirm-email');
    expect(link.startsWith(`${t.app.deps.config.PUBLIC_URL}/confirm-email#token=`)).toBe(true);
    const token = tokenOf(link);

    const ok = await call(t.app, { method: 'POST', url: '/api/confirm-email', payload: { token } });
    expect(ok.status).toBe(200);
    const [row] = await t.app.deps.db.select().from(users).where(eq(users.email, email));
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).not.toBeNull();

    const twice = await call(t.app, { method: 'POST', url: '/api/confirm-email', payload: { token } });
    expect(twice.status).toBe(400);
    expect(twice.json.message).toBe(BAD_CONFIRMATION);
    const forged = await call(t.app, {
      method: 'POST',
      url: '/api/confirm-email',
      payload: { token: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(400);
  });

  it('answers 429 past the registration limit and records an abuse event', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await register(registration({ captchaToken: 'bogus.token' }), ip)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const last = await register(registration({ captchaToken: 'bogus.token' }), ip);
    expect(last.json.message).toMatch(/^Too many requests\. Please wait \d+ minutes and try again\.$/);
    await expect
      .poll(async () => {
        const rows = await t.app.deps.db.execute(
          sql`select event_type, ip_address from abuse_events where ip_address = ${ip}`,
        );
        return (rows as unknown as { rows?: unknown[] }).rows ?? rows;
      })
      .toEqual([{ event_type: 'registration_flood', ip_address: ip }]);
  });
});
