import { describe, expect, it } from 'vitest';
import { loginSchema, mfaCodeSchema, passwordStrength, registerSchema } from './auth';

describe('password strength meter (spec 01 §5)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Medium'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Strong'],
  ])('%j meets %i checks: %s', (pw, met, strength) => {
    expect(passwordStrength(pw)).toEqual({ met, strength });
  });
});

describe('schemas', () => {
  it('the code is digits only, exactly 6, trimmed', () => {
    expect(mfaCodeSchema.parse(' 012345 ')).toBe('012345');
    expect(mfaCodeSchema.safeParse('12345').success).toBe(false);
    expect(mfaCodeSchema.safeParse('12345a').success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', mfaCode: '1234567' }).success).toBe(false);
  });

  it('registration strips unknown fields and defaults accreditedInvestor to false', () => {
    const r = registerSchema.parse({
      email: ' A@B.co ',
      firstName: 'A',
      lastName: 'B',
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
      description: 'Student',
      referredBy: 'Google',
      marketsInterested: ['FX'],
      agreementAccepted: true,
      captchaToken: 't',
      isPaidSubscriber: true,
    });
    expect(r).not.toHaveProperty('isPaidSubscriber');
    expect(r.accreditedInvestor).toBe(false);
    expect(r.email).toBe('A@B.co');
  });

  it('reports a mismatch on confirmPassword even while other fields are invalid', () => {
    const r = registerSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'nope' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    );
  });
});
