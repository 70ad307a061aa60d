/**
 * An HTTP failure as spec 01 §7 words it: the message is '{status}: {text}'. `body` keeps the
 * parsed `{ code, message, issues }` answer so forms can show the server's per-field messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: {
      code?: string;
      message?: string;
      issues?: Array<{ path: string; message: string }>;
    } | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own message (for toasts such as 'Sign In Failed: {server message}'). */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ApiError['body'] = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, body);
}

/** Sends cookies always, a JSON body only when there is one, and any extra `headers`. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const early = method === 'GET' ? takeEarlyAnswer(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method,
      headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
    }));
  await throwIfNotOk(res);
  return res;
}

/**
 * A prerendered page lists the API reads it starts with (`<meta name="app-queries">`, written by
 * scripts/prerender.mjs). The loader (main.tsx) asks for them while the app's code downloads, and the
 * app's first GET of each URL takes that answer instead of asking again. So the reads no longer start
 * in the long task that follows hydration, and their answers are there sooner. Nothing is put in the
 * query cache before hydration: the first client render stays the prerendered tree.
 */
const answers = new Map<string, Promise<Response>>();
// An answer not taken by then is dropped: the app asks afresh.
const KEEP_MS = 15_000;

export function fetchPageQueriesEarly(): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="app-queries"]')?.content;
  for (const url of list?.split(' ').filter(Boolean) ?? []) {
    const answer = fetch(url, { credentials: 'include' });
    answer.catch(() => undefined); // a failure is the taker's to report
    answers.set(url, answer);
    setTimeout(() => {
      if (answers.get(url) !== answer) return;
      answers.delete(url);
      // Nobody read it: its body is let go, or the browser keeps the request open.
      answer.then((res) => res.body?.cancel()).catch(() => undefined);
    }, KEEP_MS);
  }
}

/** The early answer for a GET of `url`, once; undefined when there is none. */
function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
