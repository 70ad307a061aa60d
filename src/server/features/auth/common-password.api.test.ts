import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '../../lib/common-passwords';
import { call, createTestApp } from '../../test/harness';
import type { TestApp } from '../../test/harness';
import { nextIp, registration, solveCaptcha } from './auth-test-helpers';

/** docs/features/hardening.md: `Password1!` passed every rule; common passwords are refused on the server. */
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
    expect(common.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'password', message: COMMON_PASSWORD }],
    });
    const fine = await call(t.app, {
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: registration({ captchaToken: await solveCaptcha(t.app, ip) }),
    });
    expect(fine.status).toBe(201);
  });
});
