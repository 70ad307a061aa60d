/**
 * Hot reads answer from memory in the same tick. An async handler pays several promise
 * jobs per request even when everything it awaits is already known: one per `await`, and two more
 * for the reply it returns (a thenable). Caches hand out the value itself once it is loaded, and a
 * handler built on these helpers waits only when something is still loading.
 */

/** Calls `then` with `value` at once, or when its promise settles. */
export function whenReady<T, R>(value: T | Promise<T>, then: (value: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}

/** Calls `then` with every value at once, or when the last of their promises settles. */
export function whenAllReady<T, R>(
  values: (T | Promise<T>)[],
  then: (values: T[]) => R | Promise<R>,
): R | Promise<R> {
  return values.some((v) => v instanceof Promise) ? Promise.all(values).then(then) : then(values as T[]);
}
