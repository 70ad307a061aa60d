import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { authApi } from '@/core/api/auth';
import { ApiError } from '@/client/lib/api';
import { callEndpoint } from '@/client/lib/endpoint-client';

/** The server's answer past an account's failure budget: a 429 naming the `proof` field (decision 0048). */
export const needsSignInCheck = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 429 && Boolean(err.body?.issues?.some((i) => i.path === 'proof'));

/**
 * Asks for a check bound to this address and solves it here (ALTCHA proof of work with the
 * browser's own SHA-256: no third party, works offline). Takes about a second, more when the
 * account is under attack; the answer lets one password try through.
 */
export async function proveSignIn(email: string) {
  const challenge = await callEndpoint(authApi.signInCheck, { body: { email } });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The browser check took too long. Please try again.');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
