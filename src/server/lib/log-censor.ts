import type { SerializerFn } from 'pino';

/** Never log secrets (DESIGN §3, docs/features/accounts.md): these fields are censored in every log line. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'mfaCode',
  'token',
] as const;
const SECRET_HEADERS = ['cookie', 'authorization', 'set-cookie'];
const CENSOR = '[redacted]';

function censorFields(fields: readonly string[]): SerializerFn {
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...value };
    for (const f of fields) if (f in copy) copy[f] = CENSOR;
    return copy;
  };
}

/**
 * pino serializers that censor a secret at the top of a line's object, inside a logged `body`, and a
 * cookie or credential inside logged `headers`. Serializers run only for a line that carries their key,
 * so the access line every request writes pays nothing; pino's path redaction cost every line a few
 * microseconds of a read's budget. Nothing logs secrets deeper than that.
 */
export const censoringSerializers: Record<string, SerializerFn> = {
  ...Object.fromEntries(SECRET_FIELDS.map((f) => [f, () => CENSOR])),
  body: censorFields(SECRET_FIELDS),
  headers: censorFields(SECRET_HEADERS),
};
