import { vi } from 'vitest';

/** One request the component sent: what a server would have read. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  /** The Idempotency-Key header, on the requests that carry one. */
  idempotencyKey?: string;
}

type Reply = { status?: number; body?: unknown };
/** A fixed reply, or one made from the request (a promise holds the answer back until it settles). */
type Answer = Reply | ((call: SentCall) => Reply | Promise<Reply>);

/**
 * The network boundary of a component test: `fetch` answers from a table of `METHOD /path` routes
 * (the query string is ignored), and every request is recorded. An unlisted route answers 404, so a
 * request the test did not expect fails the way a missing server route would, never silently.
 */
export function fakeApi(routes: Record<string, Answer | Answer[]> = {}) {
  const calls: SentCall[] = [];
  const table = new Map<string, Answer[]>();
  const on = (route: string, answer: Answer | Answer[]) =>
    table.set(route, Array.isArray(answer) ? [...answer] : [answer]);
  for (const [route, answer] of Object.entries(routes)) on(route, answer);

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: SentCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const key = new Headers(init?.headers).get('Idempotency-Key');
    if (key !== null) call.idempotencyKey = key;
    calls.push(call);
    const answers = table.get(`${call.method} ${call.path}`);
    // A list answers in turn; its last answer repeats.
    const next = answers && (answers.length > 1 ? answers.shift() : answers[0]);
    const { status = 200, body } = next
      ? typeof next === 'function'
        ? await next(call)
        : next
      : { status: 404, body: { message: 'no route in the test' } };
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    on,
    /** The requests sent to one route, in order. */
    sent: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
