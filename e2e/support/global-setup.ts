import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { testimonials, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { createAdminSession } from '../../src/server/sessions/admin-sessions';
import { createUserSession } from '../../src/server/sessions/user-sessions';
import { startSmtpCatcher } from '../../src/server/test/smtp-catcher';
import { startStripeStandIn } from '../../src/server/test/stripe-stand-in';
import { E2E_ADMIN_PASSWORD, E2E_PASSWORD, E2E_USERS } from './constants';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('e2e server did not become healthy');
}

/**
 * One real server for the whole browser run: fresh PGlite folder with fixture users, a real SMTP
 * listener that writes every mail as JSON into E2E_MAIL_DIR, and the built client.
 */
export default async function globalSetup() {
  const { buildClientIfNeeded } = await import('../../scripts/client-build.mjs');
  buildClientIfNeeded();
  // The server the browsers talk to is the one `npm start` runs: compiled to JavaScript (decision 0051).
  const { SERVER_BUNDLE, SERVER_NODE_FLAGS, buildServer } = await import('../../scripts/server-build.mjs');
  await buildServer();

  const root = mkdtempSync(join(tmpdir(), 'trendlab-e2e-'));
  // A private copy of the build, so a rebuild by another run cannot change assets under this one.
  cpSync('dist/client', join(root, 'client'), { recursive: true });
  const mailDir = join(root, 'mail');
  mkdirSync(mailDir);
  const dataDir = join(root, 'data');

  // Fixture users straight into the database before the server opens it.
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(database);
  const passwordHash = await hashPassword(E2E_PASSWORD);
  for (const [kind, u] of Object.entries(E2E_USERS)) {
    const [row] = await database.db
      .insert(users)
      .values({
        ...u,
        passwordHash,
        description: 'Individual Investor',
        referredBy: 'Google',
        marketsInterested: ['Equity Indices'],
      })
      .returning({ id: users.id });
    // A ready session per fixture user (epic-stack habit): tests that are not about sign-in skip the form.
    process.env[`E2E_SESSION_${kind.toUpperCase()}`] = await createUserSession(database.db, {
      userId: row.id,
      now: new Date(),
    });
  }
  // One real member's testimonial (not a seeded sample), past the landing's first six, for the operator's Verified mark.
  await database.db.insert(testimonials).values({
    slug: 'e2e-real-member',
    name: 'Rita Member',
    initials: 'RM',
    role: 'Member since 2025',
    content: 'I checked every signal against my own charts for a month.',
    rating: 5,
    sortOrder: 1000,
  });
  // A ready admin session too: the admin sign-in is rate limited per IP, and every spec shares 127.0.0.1.
  process.env.E2E_ADMIN_SESSION = await createAdminSession(database.db, { now: new Date() });
  await database.close();

  const smtp = await startSmtpCatcher();
  let n = 0;
  const flush = setInterval(() => {
    while (n < smtp.messages.length) {
      // Written aside and renamed into place: a reader never sees a half-written mail.
      const file = join(mailDir, `${String(n).padStart(5, '0')}.json`);
      writeFileSync(`${file}.part`, JSON.stringify(smtp.messages[n]));
      renameSync(`${file}.part`, file);
      n++;
    }
  }, 100);

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Online payment through the Stripe stand-in (docs/features/billing.md): its hosted checkout
  // page's 'Pay' posts the signed events to the server's webhook, then goes back to the success URL.
  const stripe = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook` });
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      CLIENT_DIR: join(root, 'client'),
      SMTP_URL: smtp.url,
      ...stripe.env,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Lets a spec act from an address of its own (X-Forwarded-For), so the abuse it provokes on
      // purpose never raises the sign-in risk of the browsers of other specs on 127.0.0.1.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    clearInterval(flush);
    await smtp.close();
    await stripe.close();
    rmSync(root, { recursive: true, force: true });
  };
}
