import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

// C0 controls and DEL, except tab, line feed and carriage return (allowed in multi-line text).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function findBad(value: unknown, path: string[], depth = 0): { path: string; message: string } | null {
  if (depth > 8) return null;
  if (typeof value === 'string') {
    if (CONTROL.test(value)) return { path: path.join('.'), message: 'Control characters are not allowed' };
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBad(value[i], [...path, String(i)], depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const bad = findBad(v, [...path, k], depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * preValidation hook for every route (docs/features/hardening.md): NUL bytes and other control characters in the
 * body, query or path answer 400 (PostgreSQL would refuse NUL with a 500). CR/LF in one-line fields
 * are refused by the fields' own schemas (`singleLine` in core/schemas/single-line.ts). Synchronous:
 * it runs on every request.
 */
export function refuseControlCharacters(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  const bad =
    findBad(req.body, []) ??
    findBad(req.query, []) ??
    findBad(req.params, []) ??
    (hasControl(req.url) ? { path: 'url', message: 'Control characters are not allowed' } : null);
  done(bad ? new AppError('VALIDATION', bad.message, [bad]) : undefined);
}

// Only an escaped URL needs decoding to be checked.
const hasControl = (url: string) => CONTROL.test(url) || (url.includes('%') && CONTROL.test(decodeSafe(url)));

function decodeSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
