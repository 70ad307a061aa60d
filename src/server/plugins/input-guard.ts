import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

// C0 controls and DEL, except tab, line feed and carriage return (allowed in multi-line text).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;
// Fields that hold one line: names, addresses, subjects, titles, links, codes, tokens, passwords.
const SINGLE_LINE =
  /^(email|name|firstName|lastName|mobile|phone|subject|title|url|videoUrl|youtubeUrl|ipAddress|symbol|referredBy|company|country|city|password|currentPassword|newPassword|confirmPassword|mfaCode|code|token|captchaToken|tags?|search)$/;

function findBad(
  value: unknown,
  key: string,
  path: string[],
  depth = 0,
): { path: string; message: string } | null {
  if (depth > 8) return null;
  if (typeof value === 'string') {
    if (CONTROL.test(value)) return { path: path.join('.'), message: 'Control characters are not allowed' };
    if (SINGLE_LINE.test(key) && LINE_BREAK.test(value))
      return { path: path.join('.'), message: 'Line breaks are not allowed here' };
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBad(value[i], key, [...path, String(i)], depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const bad = findBad(v, k, [...path, k], depth + 1);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * preValidation hook for every route (issue 13 §6): NUL bytes and other control characters in the
 * body, query or path answer 400 (PostgreSQL would refuse NUL with a 500), and CR/LF in single-line
 * fields answer 400 (they would split mail headers or log lines).
 */
export async function refuseControlCharacters(req: FastifyRequest): Promise<void> {
  const bad =
    findBad(req.body, '', []) ??
    findBad(req.query, '', []) ??
    findBad(req.params, '', []) ??
    (CONTROL.test(decodeSafe(req.url))
      ? { path: 'url', message: 'Control characters are not allowed' }
      : null);
  if (bad) throw new AppError('VALIDATION', bad.message, [bad]);
}

function decodeSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
