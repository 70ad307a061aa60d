import { createRequire } from 'node:module';
import { AppError } from '../../core/errors';

const require = createRequire(import.meta.url);
// Mozilla's list of common passwords (Firefox Accounts), kept as a package; server side only.
const list = require('fxa-common-password-list') as { test(password: string): boolean };

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

/**
 * True for a listed password and for the usual dressing of one: any case, digits or symbols
 * added at either end (`Password1!` is `password`).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const candidates = [
    password,
    lower,
    lower.replace(/[^a-z]+$/, ''),
    lower.replace(/^[^a-z]+|[^a-z]+$/g, ''),
  ];
  return candidates.some((c) => c.length >= 4 && list.test(c));
}

/** Throws a 400 on the given field when the password is common (docs/features/hardening.md). */
export function refuseCommonPassword(password: string, path = 'password'): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION', COMMON_PASSWORD, [{ path, message: COMMON_PASSWORD }]);
}
