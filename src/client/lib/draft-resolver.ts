import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Puts `value` at a dotted path ('values.week') of a nested error object. */
function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at = target;
  for (const p of parts.slice(0, -1)) at = (at[p] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]] ??= value;
}

/** The first error of a field, also where the schema's message sits deeper (tags.0 of a tag list). */
function firstError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error) return error;
  for (const inner of Object.values(error)) {
    const found = firstError(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * zodResolver for a form whose fields (the draft) differ from the shared schema's input: the draft
 * is turned into the input and checked by the schema the server applies, and each message goes back
 * to the draft field it belongs to (`fieldOf`: 'publishedAt' -> 'publishedDay').
 */
export function draftResolver<D extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (draft: D) => z.input<S>,
  fieldOf: (inputKey: string) => string = (k) => k,
): Resolver<D> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (draft, context, options) => {
    const result = await check(toInput(draft) as FieldValues, context, options as never);
    const found = Object.entries(result.errors);
    if (found.length === 0) return { values: draft, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [key, error] of found) setAt(errors, fieldOf(key), firstError(error));
    return { values: {}, errors: errors as FieldErrors<D> };
  };
}
