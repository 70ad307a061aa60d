import { queryOptions } from '@tanstack/react-query';
import type { AnswerOf, CallInput, Endpoint } from '@/core/api/endpoint';
import { successSchema, urlOf } from '@/core/api/endpoint';
import { ApiError, apiRequest } from './api';
import { parseAnswer } from './parse-answer';

// A call's input is optional when the endpoint needs no params and no body.
type Args<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The URL of a call to `e` (also its query key, so prefix invalidation and prerendering see it). */
export function endpointUrl<E extends Endpoint>(e: E, ...[input]: Args<E>): string {
  return urlOf(e, input?.params, input?.query);
}

/** Reads a success answer of `e` from `res`, parsed with the declared schema of its status. */
export async function readAnswer<E extends Endpoint>(e: E, res: Response): Promise<AnswerOf<E>> {
  const schema = successSchema(e, res.status);
  if (res.status === 204 || !schema) return undefined as AnswerOf<E>;
  return parseAnswer(schema, await res.json(), `${e.method} ${e.path}`) as AnswerOf<E>;
}

/** Sends a call to `e` and returns the raw response (for answers whose headers matter too). */
export function sendCall<E extends Endpoint>(e: E, ...[input]: Args<E>): Promise<Response> {
  return apiRequest(e.method, urlOf(e, input?.params, input?.query), input?.body);
}

/** Like callEndpoint, with extra request headers (the Idempotency-Key of a form's submission). */
export async function callEndpointWith<E extends Endpoint>(
  e: E,
  headers: Record<string, string>,
  ...[input]: Args<E>
): Promise<AnswerOf<E>> {
  return readAnswer(
    e,
    await apiRequest(e.method, urlOf(e, input?.params, input?.query), input?.body, headers),
  );
}

/** Calls `e` and returns its parsed answer; a failure throws ApiError ('{status}: {text}'). */
export async function callEndpoint<E extends Endpoint>(e: E, ...args: Args<E>): Promise<AnswerOf<E>> {
  return readAnswer(e, await sendCall(e, ...args));
}

/** Like callEndpoint, but a 401 answers null (a signed-out visitor is not an error). */
export async function callEndpointOrNull<E extends Endpoint>(
  e: E,
  ...args: Args<E>
): Promise<AnswerOf<E> | null> {
  try {
    return await callEndpoint(e, ...args);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** TanStack Query options for a GET of `e`: the key is the call's URL, the answer parsed. */
export function endpointQuery<E extends Endpoint>(e: E, ...args: Args<E>) {
  return queryOptions({
    queryKey: [endpointUrl(e, ...args)] as const,
    queryFn: () => callEndpoint(e, ...args),
  });
}
