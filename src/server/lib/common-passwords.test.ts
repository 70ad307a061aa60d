import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses listed passwords and their usual dressing', () => {
    for (const p of ['password', 'Password1!', 'qwerty123', 'Sunshine2024!', '!!Iloveyou99'])
      expect(isCommonPassword(p), p).toBe(true);
  });
  it('accepts uncommon ones', () => {
    for (const p of ['Str0ng!Passw0rd', 'Correct-Horse-9', 'Tr3nd-Lab-Kettle!'])
      expect(isCommonPassword(p), p).toBe(false);
  });
});
