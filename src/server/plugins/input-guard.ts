import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';

// C0 controls and DEL, except tab, line feed and carriage return (allowed in multi-line text).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MESSAGE = 'Control characters are not allowed';

/**
 * The path (keys from the outside in) of the first string holding a control character, else null.
 * Builds nothing for clean input: it runs on the query and params of every request.
 */
function findBad(value: unknown, depth = 0): string[] | null {
  if (depth > 8) return null;
  if (typeof value === 'string') return CONTROL.test(value) ? [] : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBad(value[i], depth + 1);
      if (bad) return [String(i), ...bad];
    }
    return null;
  }
  if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const k of Object.keys(fields)) {
      const bad = findBad(fields[k], depth + 1);
      if (bad) return [k, ...bad];
    }
  }
  return null;
}

/*
 * NUL bytes and other control characters in the body, query or path answer 400 on every route
 * (docs/features/hardening.md; PostgreSQL would refuse NUL with a 500). CR/LF in one-line fields are
 * refused by the fields' own schemas (`singleLine` in core/schemas/single-line.ts). Both checks are
 * synchronous: they run on every request.
 */

/**
 * The URL's part, for an onRequest hook (query and params are parsed by then). Node's HTTP parser
 * refuses a raw control character in the request line with 400 before any route runs
 * (input-guard.api.test.ts checks it), so the query, params and URL can only hold one
 * percent-escaped: a URL without '%' (most requests) has nothing to look at.
 */
export function controlCharacterInUrl(req: FastifyRequest): AppError | undefined {
  if (!req.url.includes('%')) return undefined;
  const path = findBad(req.query) ?? findBad(req.params) ?? (hasControl(req.url) ? ['url'] : null);
  return path ? refusal(path) : undefined;
}

/**
 * The body's part, a preValidation hook on the routes of methods that may carry a body: a GET or
 * HEAD route then has no preValidation stage at all.
 */
export function refuseControlCharactersInBody(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  const path = findBad(req.body);
  done(path ? refusal(path) : undefined);
}

const refusal = (path: string[]) =>
  new AppError('VALIDATION', MESSAGE, [{ path: path.join('.'), message: MESSAGE }]);

const hasControl = (url: string) => CONTROL.test(decodeSafe(url));

function decodeSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
