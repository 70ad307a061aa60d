import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '../../lib/common-passwords';
import { call, createTestApp, signInAs } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { nextIp, registration, solveCaptcha } from './auth-test-helpers';
import { AUDIT_PASSWORDS } from '../../test/audit-passwords';

const AUDIT_SAMPLE = AUDIT_PASSWORDS;
const refusal = { code: 'VALIDATION', issues: [{ path: 'password', message: COMMON_PASSWORD }] };

/** docs/features/hardening.md: common and breached passwords are refused on the server. */
describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registration refuses Password1! with a field message, and takes an uncommon password', async () => {
    const ip = nextIp();
    const common = await call(t.app, {
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: registration({
        password: 'Password1!',
        confirmPassword: 'Password1!',
        captchaToken: await solveCaptcha(t.app, ip),
      }),
    });
    expect(common.status).toBe(400);
    expect(common.json).toMatchObject(refusal);
    const fine = await call(t.app, {
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: registration({ captchaToken: await solveCaptcha(t.app, ip) }),
    });
    expect(fine.status).toBe(201);
  });

  it('registration and Settings refuse all 15 passwords of the audit sample', async () => {
    const { cookie, user } = await signInAs(t.app, 'free');
    for (const password of AUDIT_SAMPLE) {
      // The password is judged before the captcha pass is spent, so the refusal costs no captcha.
      const ip = nextIp();
      const registered = await call(t.app, {
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: registration({
          password,
          confirmPassword: password,
          captchaToken: await solveCaptcha(t.app, ip),
        }),
      });
      expect([password, registered.status, registered.json]).toMatchObject([password, 400, refusal]);
      const changed = await call(t.app, {
        method: 'POST',
        url: '/api/account/password',
        remoteAddress: nextIp(),
        cookie,
        payload: { currentPassword: user.password, password, confirmPassword: password },
      });
      expect([password, changed.status, changed.json]).toMatchObject([password, 400, refusal]);
    }
  });
});
