/**
 * Text messages for signal alerts (docs/features/signal-alerts.md). `SmsSender` is what the alerts need; the one adapter
 * speaks the Twilio Messages API over HTTP (form POST with Basic auth, JSON answer), which several
 * providers copy. Off unless SMS_URL and SMS_FROM are set.
 */
export interface SmsResult {
  ok: boolean;
  /** The provider's message id when accepted. */
  id: string | null;
  error: string | null;
}

export interface SmsSender {
  send(to: string, body: string): Promise<SmsResult>;
}

/** SMS bodies are cut to one long message: providers split and charge per 153-character segment. */
export const SMS_MAX_CHARS = 600;

export function createHttpSmsSender(o: {
  url: string;
  from: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): SmsSender {
  const u = new URL(o.url);
  const auth = Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString(
    'base64',
  );
  u.username = '';
  u.password = '';
  const endpoint = u.toString();
  const doFetch = o.fetch ?? fetch;
  return {
    async send(to, body) {
      try {
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: o.from, Body: body.slice(0, SMS_MAX_CHARS) }).toString(),
          signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
        });
        const json = (await res.json().catch(() => null)) as {
          sid?: string;
          status?: string;
          code?: number;
          message?: string;
        } | null;
        if (res.ok && json?.sid && json.status !== 'failed') return { ok: true, id: json.sid, error: null };
        const reason = json?.message ? `${json.code ?? res.status}: ${json.message}` : `HTTP ${res.status}`;
        return { ok: false, id: null, error: reason };
      } catch (err) {
        return { ok: false, id: null, error: (err as Error).message };
      }
    },
  };
}

/** The configured sender, or null when text alerts are off. */
export function smsSenderFromConfig(config: { SMS_URL?: string; SMS_FROM?: string }): SmsSender | null {
  return config.SMS_URL && config.SMS_FROM
    ? createHttpSmsSender({ url: config.SMS_URL, from: config.SMS_FROM })
    : null;
}

/** A mobile number in the form providers accept (E.164), or null when it cannot be one. */
export function toE164(mobile: string | null): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/[^\d+]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits;
  if (/^\d{10}$/.test(digits)) return `+1${digits}`; // a US number written without the country code
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return null;
}
