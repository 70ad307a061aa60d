import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../test/harness';
import type { TestApp } from '../test/harness';

/** docs/features/hardening.md: control characters, line breaks in one-line fields, slow clients. */
describe('input guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '800' } });
  });
  afterAll(() => t.close());

  const contact = (over: Record<string, string>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '192.0.2.90',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'A question',
        message: 'Hello there,\nthis is a long enough message.',
        inquiryType: 'general',
        ...over,
      },
    });

  it('refuses NUL bytes and control characters with 400, not 500', async () => {
    for (const message of [
      'Hello\u0000 world, this is long enough',
      'Bell \u0007 in a message that is long enough',
    ]) {
      const r = await contact({ message });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: 'VALIDATION', message: 'Control characters are not allowed' });
    }
    const query = await call(t.app, { method: 'GET', url: '/api/signals?market=%00' });
    expect(query.status).toBe(400);
  });

  it('refuses CR/LF in single-line fields and keeps them in multi-line ones', async () => {
    const r = await contact({ subject: 'Hi\r\nBcc: victim@example.com' });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'subject', message: 'Line breaks are not allowed here' }],
    });
    expect((await contact({ name: 'Ada\nLovelace' })).status).toBe(400);
    expect((await contact({})).status).toBe(200);
  });

  it('cuts off a client that trickles its body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const answer = new Promise<string>((done) => {
      let data = '';
      socket.on('data', (c) => (data += String(c)));
      socket.on('close', () => done(data));
      socket.on('error', () => done(data));
    });
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"name":',
    );
    const started = Date.now();
    const text = await answer;
    expect(Date.now() - started).toBeLessThan(5000);
    expect(text).toMatch(/^HTTP\/1.1 408|^$/);
  });

  // The guard looks at the query and URL only when they hold a '%': this is why that is enough.
  it('leaves raw control characters in the request line to Node, which answers 400', async () => {
    const { port } = t.app.server.address() as net.AddressInfo;
    const ask = (target: string) =>
      new Promise<string>((done) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let data = '';
        socket.on('data', (c) => (data += String(c)));
        socket.on('close', () => done(data));
      });
    for (const target of ['/api/signals?market=\u0000', '/api/signals?market=\u0007', '/api/test\u007f'])
      expect(await ask(target)).toMatch(/^HTTP\/1.1 400/);
    expect(await ask('/api/signals?market=%07')).toMatch(
      /^HTTP\/1.1 400[^]*Control characters are not allowed/,
    );
  });
});
