/**
 * Money in every game answer is rounded to cents: sums of float products carry noise such as
 * 813.0000000000001. The ledger itself keeps full precision; only answers are rounded.
 */
export function cents(n: number): number {
  const r = Math.round(n * 100) / 100;
  return r === 0 ? 0 : r; // no -0 in JSON answers
}

/** The same rounding for every field of a flat record of money figures. */
export function centsOf<T extends Record<string, number>>(o: T): T {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, cents(v)])) as T;
}
