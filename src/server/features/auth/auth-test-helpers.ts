import type { FastifyInstance } from 'fastify';
import { call } from '../../test/harness';

// Shared by this feature's API tests: each test may use its own client IP so rate limits stay apart.

let ipCounter = 10;
export const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export async function solveCaptcha(app: FastifyInstance, ip: string): Promise<string> {
  const q = await call(app, { method: 'GET', url: '/api/captcha', remoteAddress: ip });
  const { a, b, challenge } = q.json as unknown as { a: number; b: number; challenge: string };
  const v = await call(app, {
    method: 'POST',
    url: '/api/captcha/verify',
    payload: { challenge, answer: a + b },
    remoteAddress: ip,
  });
  if (v.status !== 200) throw new Error(`captcha verify failed: ${v.res.body}`);
  return (v.json as unknown as { captchaToken: string }).captchaToken;
}

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: `new.${ipCounter}.${Date.now()}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    description: 'Individual Investor',
    referredBy: 'Google',
    mobile: '',
    invitationCode: '',
    marketsInterested: ['Equity Indices', 'Cryptos'],
    accreditedInvestor: false,
    agreementAccepted: true,
    captchaToken: 'filled-in-by-test',
    ...overrides,
  };
}

/** The first link to `path` in a mail's text (confirmation, reset). */
export function linkIn(text: string, path: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path));
  if (!url) throw new Error(`no ${path} link in mail`);
  return url;
}

export const tokenOf = (url: string) => decodeURIComponent(new URL(url).hash.replace(/^#token=/, ''));

export const codeIn = (text: string) => {
  const m = text.match(/verification code is: (\d{6})/);
  if (!m) throw new Error('no code in mail');
  return m[1];
};

/** Cookie header value from Set-Cookie answers, merged into what the client already holds. */
export function mergeCookies(current: string, setCookie: string | string[] | undefined): string {
  const jar = new Map(
    current
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => [c.split('=')[0], c] as const),
  );
  for (const line of ([] as string[]).concat(setCookie ?? [])) {
    const pair = line.split(';')[0];
    const name = pair.split('=')[0];
    if (/expires=Thu, 01 Jan 1970/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}
