import { AppError } from '../../core/errors';
import { guessabilityProblem } from '../../core/passwords/guessability';
import { refuseCommonPassword } from './common-passwords';

/**
 * Every new password passes here (register, reset, settings, operator invite): refused with a 400
 * on `path` when it is on the breached list (the more specific message, decision 0048) or when
 * zxcvbn-ts guesses it within 10^8 tries given the site's words and the account's address
 * (`Trendlab2026!`, `Jane.Doe2026!`); `words` are the holder's names where the form has them.
 */
export function refuseWeakPassword(
  password: string,
  email: string | null,
  words: readonly string[] = [],
  path = 'password',
): void {
  refuseCommonPassword(password, path);
  const problem = guessabilityProblem(password, email, words);
  if (problem) throw new AppError('VALIDATION', problem, [{ path, message: problem }]);
}
