import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender, smsSenderFromConfig, toE164 } from './sms';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

// A real HTTP server on a free port replaying the provider's recorded answers.
const seen: Array<{ path: string; auth: string; body: URLSearchParams }> = [];
const server = createServer((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    const body = new URLSearchParams(raw);
    seen.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body });
    const bad = body.get('To') === '+1555';
    res.writeHead(bad ? 400 : 201, { 'content-type': 'application/json' });
    res.end(fixture(bad ? 'twilio-invalid-to.json' : 'twilio-message-created.json'));
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('HTTP SMS adapter (Twilio Messages API)', () => {
  it('posts To/From/Body with Basic auth and reads the message id of a 201', async () => {
    const sms = createHttpSmsSender({
      url: `http://AC123:s3cret@${base}/2010-04-01/Accounts/AC123/Messages.json`,
      from: '+15557654321',
    });
    const r = await sms.send('+15551234567', 'TrendLab equities: AAPL Long initiation at 120.00');
    expect(r).toEqual({ ok: true, id: 'SM0123456789abcdef0123456789abcdef', error: null });
    const req = seen.at(-1)!;
    expect(req.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.auth).toBe(`Basic ${Buffer.from('AC123:s3cret').toString('base64')}`);
    expect(Object.fromEntries(req.body)).toEqual({
      To: '+15551234567',
      From: '+15557654321',
      Body: 'TrendLab equities: AAPL Long initiation at 120.00',
    });
  });

  it('reports the provider error of a 400, and a connection failure, without throwing', async () => {
    const sms = createHttpSmsSender({
      url: `http://AC123:s3cret@${base}/Messages.json`,
      from: '+15557654321',
    });
    expect(await sms.send('+1555', 'x')).toEqual({
      ok: false,
      id: null,
      error: "21211: The 'To' number +1555 is not a valid phone number.",
    });
    const down = createHttpSmsSender({
      url: 'http://a:b@127.0.0.1:1/Messages.json',
      from: '+15557654321',
      timeoutMs: 2000,
    });
    const r = await down.send('+15551234567', 'x');
    expect(r.ok).toBe(false);
    expect(r.error).toBeTruthy();
  });

  it('is off unless configured; mobile numbers are normalised to E.164', () => {
    expect(smsSenderFromConfig({})).toBeNull();
    expect(smsSenderFromConfig({ SMS_URL: 'https://a:b@api.twilio.com/x' })).toBeNull();
    expect(
      smsSenderFromConfig({ SMS_URL: 'https://a:b@api.twilio.com/x', SMS_FROM: '+15550000000' }),
    ).not.toBeNull();
    expect(toE164('+1 (555) 123-4567')).toBe('+15551234567');
    expect(toE164('555 123 4567')).toBe('+15551234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('12')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});
