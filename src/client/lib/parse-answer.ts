import type { z } from 'zod';

/**
 * Reads an API answer against its shared Zod contract. A mismatch is reported as an error with
 * the first issue (path and message) rather than rendering half-understood data.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, json: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`Unexpected ${what} answer: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
}
