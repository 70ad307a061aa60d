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

/** Sends cookies always, and a JSON body only when there is one. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}
