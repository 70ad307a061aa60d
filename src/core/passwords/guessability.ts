import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords } from '@zxcvbn-ts/language-en';

/**
 * How guessable a new password is, scored by zxcvbn-ts (docs/features/hardening.md): a password
 * scoring below GOOD_SCORE (10^8 guesses) is refused on the server and flagged in the forms.
 * Heavy (dictionaries of ~1 MB): the client loads this module only on the password forms.
 */
export const GOOD_SCORE = 3;

export const GUESSABLE_PASSWORD =
  "This password is too easy to guess. Avoid the site's name, your email address and years; a few unrelated words work well.";

/**
 * Words an attacker tries first against this site: its name and what it is about. With the
 * address they are zxcvbn's "user inputs", ranked above every dictionary word.
 */
export const SITE_WORDS = [
  'trendlab',
  'trend lab',
  'trend',
  'lab',
  'trendlab.com',
  'trading',
  'trader',
  'traders',
  'breakout',
  'turtle',
  'futures',
  'signals',
];

let scorer: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (scorer ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
  }));

/**
 * The site's words, the parts of the address (`jane.doe+x@mail.com`: jane.doe, jane, doe, mail ...)
 * and any other words the person typed in the same form (first and last name).
 */
export function userInputsFor(email?: string | null, words: readonly string[] = []): string[] {
  const address = (email ?? '').trim().toLowerCase();
  const parts = address.split(/[@.+_-]+/).filter((p) => p.length >= 3);
  const local = address.split('@')[0] ?? '';
  const typed = words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3);
  return [...new Set([...SITE_WORDS, ...(address ? [address, local] : []), ...parts, ...typed])];
}

/** zxcvbn's score (0-4) of `password` for the account of `email` (and its holder's `words`). */
export function guessScore(password: string, email?: string | null, words?: readonly string[]): number {
  return zxcvbn().check(password, userInputsFor(email, words)).score;
}

/** The per-field message when the password is too easy to guess, else null. */
export function guessabilityProblem(
  password: string,
  email?: string | null,
  words?: readonly string[],
): string | null {
  return guessScore(password, email, words) < GOOD_SCORE ? GUESSABLE_PASSWORD : null;
}
