import type { z } from 'zod';
import type { MarketData } from './store';

/** Answers are rebuilt when the data changes, and at least this often (chart links expire in 1 h). */
const ANSWER_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The one answer cache of the markets (decision 0055): an answer is built, checked against its
 * contract and serialised once per data version and view key, kept with the data it was built from
 * (dropped with it when the data changes); a request then costs a lookup and a write (no
 * per-request JSON of 70 KB). Bytes, not a string: each send skips UTF-8 encoding (decision 0020).
 */
export function cachedAnswer<T>(
  datas: MarketData[],
  key: string,
  schema: z.ZodType<T>,
  build: () => T,
): Buffer {
  const answers = datas[0].answers;
  const hit = answers.get(key) as { builtAt: number; datas: MarketData[]; value: Buffer } | undefined;
  const now = Date.now(); // process-local cache age, not business time
  // An answer over several markets is stale once any of them moved.
  if (hit && now - hit.builtAt < ANSWER_MAX_AGE_MS && hit.datas.every((d, i) => d === datas[i]))
    return hit.value;
  const json = Buffer.from(JSON.stringify(schema.parse(build())));
  answers.set(key, { builtAt: now, datas, value: json });
  return json;
}
