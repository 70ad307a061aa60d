/**
 * Telling "the database is unreachable" apart from a bad query, naming a constraint violation, and logging a failed query
 * without its parameters (they can hold sign-in codes and password hashes).
 */

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const CONNECTION_MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection error',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  'connection is closed',
];

function* chain(err: unknown): Generator<Record<string, unknown>> {
  let e = err as Record<string, unknown> | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = e.cause as Record<string, unknown> | undefined;
  }
}

/** True when the error (or its cause) says the database cannot be reached, not that a query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof e.message === 'string' ? e.message.toLowerCase() : '';
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** True when the error (or its cause) carries this SQLSTATE, from node-postgres or PGlite. */
function hasSqlState(err: unknown, code: string): boolean {
  for (const e of chain(err)) if (e.code === code) return true;
  return false;
}

/** A unique violation (23505): e.g. two requests racing to insert one address. */
export const isUniqueViolation = (err: unknown): boolean => hasSqlState(err, '23505');

/** A foreign-key violation (23503): e.g. a row that others still reference. */
export const isForeignKeyViolation = (err: unknown): boolean => hasSqlState(err, '23503');

/** Drizzle's "Failed query: ... params: ..." without the params line. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

/** Only the "at ..." lines: the head of a stack repeats the message, parameters included. */
function frames(stack: string): string {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * pino `err` serializer: type, message, code, stack and cause chain, but never query parameters
 * nor PostgreSQL's `detail` (it repeats the offending values).
 */
export function safeErrorSerializer(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as Error & { code?: unknown; query?: unknown; cause?: unknown; statusCode?: unknown };
  // Data exceptions (SQLSTATE class 22) quote the offending value: keep the sentence, drop the value.
  const dataException = typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code);
  const message = withoutParams(String(e.message ?? ''));
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? 'Error',
    message: dataException ? message.replace(/"[^"]*"/g, '"[value]"') : message,
    stack: typeof e.stack === 'string' ? frames(e.stack) : undefined,
  };
  if (e.code !== undefined) out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.query === 'string') out.query = e.query;
  if (e.cause) out.cause = safeErrorSerializer(e.cause);
  return out;
}
