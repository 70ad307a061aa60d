import { describe, expect, it } from 'vitest';
import { breachedListSize } from './breached-passwords';
import { isCommonPassword, passwordForms } from './common-passwords';
import { AUDIT_PASSWORDS } from '../test/audit-passwords';

const AUDIT_SAMPLE = AUDIT_PASSWORDS;

describe('isCommonPassword', () => {
  it('uses a breached list of at least 100,000 entries', () => {
    expect(breachedListSize()).toBeGreaterThanOrEqual(100_000);
  });
  it('refuses every password of the audit sample', () => {
    expect(AUDIT_SAMPLE.filter((p) => !isCommonPassword(p))).toEqual([]);
  });
  it('refuses listed passwords and their usual dressing, leetspeak included', () => {
    for (const p of ['password', 'Password1!', 'qwerty123', 'Sunshine2024!', '!!Iloveyou99', 'P@ssw0rd1!'])
      expect(isCommonPassword(p), p).toBe(true);
  });
  it('accepts uncommon ones', () => {
    for (const p of ['Str0ng!Passw0rd', 'Correct-Horse-9', 'Tr3nd-Lab-Kettle!', 'Quiet-Lantern-Orbit-42'])
      expect(isCommonPassword(p), p).toBe(false);
  });
  it('normalises case, trailing digits and symbols, and leetspeak', () => {
    expect(passwordForms('Qwerty@2024')).toContain('qwerty');
    expect(passwordForms('Aa123456!')).toContain('aa123456');
    expect(passwordForms('P@ssw0rd')).toContain('password');
  });
});
