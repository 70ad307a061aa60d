import { useRef } from 'react';
import { ApiError } from './api';

/** The header the public contact and newsletter posts take (server: lib/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 128 random bits as hex; getRandomValues works on plain http too, where randomUUID does not. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per form submission: sending the same values again - a retry after
 * a 503 or a lost answer - reuses the key, so the server stores the message once; changed values or
 * a success (`done`) start a new submission.
 */
export function useSubmissionKey() {
  const current = useRef<{ values: string; key: string } | null>(null);
  return {
    keyFor(values: unknown): string {
      const json = JSON.stringify(values);
      if (current.current?.values !== json) current.current = { values: json, key: newKey() };
      return current.current.key;
    },
    done(): void {
      current.current = null;
    },
  };
}

/**
 * TanStack Query `retry` for idempotent posts: a 503 or a network failure is tried twice more
 * (same variables, so the same key); anything the server answered on purpose is not.
 */
export function retryTransient(failures: number, err: unknown): boolean {
  if (failures >= 2) return false;
  if (err instanceof ApiError) return err.status === 503 || err.status === 502 || err.status === 504;
  return err instanceof TypeError; // fetch's "Failed to fetch"
}

/** Waits 0.5 s, then 1.5 s between tries. */
export const retryDelay = (failures: number) => 500 * 3 ** failures;
