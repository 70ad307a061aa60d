import { useEffect } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

import type * as Guessability from '@/core/passwords/guessability';

type Scorer = typeof Guessability;
let scorer: Promise<Scorer> | undefined;

/**
 * The zxcvbn-ts scorer (core/passwords/guessability.ts), fetched on first use as a chunk of its
 * own: its dictionaries are far too big for the landing page's budget, so only the password forms
 * ask for it (docs/features/hardening.md).
 */
export const loadGuessability = (): Promise<Scorer> => (scorer ??= import('@/core/passwords/guessability'));

/**
 * Starts fetching the scorer at the visitor's first touch of the page (a focus, a tap or a key) once
 * a password form is there, so the first check does not wait. Not at mount: parsing 1.6 MB of
 * dictionaries then is a long task in the page's first seconds (Lighthouse counted 300 ms of
 * blocking time on /register), and a visitor who only reads the form never needs it.
 */
export function usePreloadGuessability(): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      for (const e of events) document.removeEventListener(e, start, true);
      loadGuessability().catch(() => undefined); // a failed fetch is retried by the check itself
    };
    for (const e of events) document.addEventListener(e, start, true);
    return () => {
      for (const e of events) document.removeEventListener(e, start, true);
    };
  }, []);
}

/**
 * The form's resolver plus the server's guessability rule: once the password meets the other rules
 * it is scored with the site's words, the address (`emailOf`) and names typed in the form (`wordsOf`), and a guessable one is an error
 * on `password` with the server's own message. The server checks again either way.
 */
export function withGuessability<R extends Resolver<any, any, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  resolver: R,
  emailOf: (values: FieldValues) => string | null | undefined = () => null,
  wordsOf: (values: FieldValues) => string[] = () => [],
): R {
  let last: { input: string; problem: string | null } | undefined;
  const problemOf = async (password: string, email: string | null | undefined, words: string[]) => {
    const input = [email ?? '', ...words, password].join('\n');
    if (last?.input === input) return last.problem; // other fields' blurs re-run the resolver
    try {
      const problem = (await loadGuessability()).guessabilityProblem(password, email, words);
      last = { input, problem };
      return problem;
    } catch {
      scorer = undefined; // offline or a new deployment: the server's answer still says it
      return null;
    }
  };
  const checked: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    const password: unknown = values.password;
    const passwordAsked = !options.names || options.names.includes('password');
    if (!passwordAsked || result.errors.password || typeof password !== 'string' || !password) return result;
    const problem = await problemOf(password, emailOf(values), wordsOf(values));
    if (!problem) return result;
    const errors = { ...result.errors, password: { type: 'guessable', message: problem } } as FieldErrors;
    return { values: {}, errors };
  };
  return checked as R;
}
