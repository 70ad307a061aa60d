import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './db/schema';
import { createAdminSession } from './sessions/admin-sessions';
import { createUserSession } from './sessions/user-sessions';
import { ADMIN_COOKIE } from './sessions/admin-sessions';
import { SESSION_COOKIE } from './sessions/user-sessions';
import { PLAYER_COOKIE } from './features/trading-game/player';
import { createTestApp, createTestUser } from './test/harness';
import type { TestApp } from './test/harness';
import { startSmtpCatcher } from './test/smtp-catcher';
import type { SmtpCatcher } from './test/smtp-catcher';
import { startStripeStandIn } from './test/stripe-stand-in';
import type { StripeStandIn } from './test/stripe-stand-in';
import {
  baseRequest,
  HOSTILE_VALUES,
  operationsOf,
  requestArbitrary,
  slotsOf,
  urlOf,
  withValue,
} from './test/openapi-fuzz';
import type { FuzzRequest, Operation } from './test/openapi-fuzz';

/**
 * No input makes the API answer 5xx. Every operation of the app's own OpenAPI document
 * is sent hostile values (NUL bytes, repeated query keys, 2^31 and 2^53, negatives, 100 kB strings,
 * wrong types) in its path, query and body, as a visitor and signed in as a member and as the
 * admin, so the handlers behind the guards are reached too. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL (docs/features/hardening.md, "HTTP surface").
 */

type Who = 'visitor' | 'member+admin';

let t: TestApp;
let smtp: SmtpCatcher;
let stripe: StripeStandIn;
let ops: Operation[];
let memberId: number;
let ipCounter = 0;
/** A 5xx answer: the request that caused it and what came back. */
const failures: string[] = [];

beforeAll(async () => {
  // A real SMTP listener: without one, a contact reply answers 503 by design (mail not deliverable).
  smtp = await startSmtpCatcher();
  // Online payment set up against the Stripe stand-in: without it the billing routes answer 503 by
  // design ('Online payment is not set up'), and their real code would go unfuzzed.
  stripe = await startStripeStandIn();
  t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url, ...stripe.env } });
  const doc = await t.app.inject({ url: '/api/docs/json' });
  // Writes that delete rows go last, so the other operations still find the seeded rows.
  ops = operationsOf(doc.json()).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
  memberId = await newMember();
}, 120_000);

async function newMember(): Promise<number> {
  return (await createTestUser(t.app, { status: 'approved', isPaidSubscriber: true, enableFutures: true }))
    .id;
}
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await stripe?.close();
});

/**
 * Fresh sessions for each operation: a sign-out fuzzed in one must not blind the next. The game's
 * operations also get a player with a game running, so trades and settings reach the game.
 */
async function cookieFor(who: Who, op: Operation): Promise<string | undefined> {
  const game = op.path.startsWith('/api/trading-game/') ? await startedGame() : undefined;
  if (who === 'visitor') return game;
  const now = t.app.deps.clock.now();
  // An admin delete fuzzed with the member's id removes them: a new member then.
  const [still] = await t.app.deps.db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!still) memberId = await newMember();
  const sid = await createUserSession(t.app.deps.db, { userId: memberId, now });
  const admin = await createAdminSession(t.app.deps.db, { now });
  return [`${SESSION_COOKIE}=${sid}`, `${ADMIN_COOKIE}=${admin}`, game].filter(Boolean).join('; ');
}

async function startedGame(): Promise<string> {
  const player = `${PLAYER_COOKIE}=fuzz-player-${randomUUID()}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/trading-game/start',
    headers: { cookie: player },
  });
  expect(res.statusCode).toBeLessThan(300);
  return player;
}

/** Each request from its own address, so rate limits and the abuse guards never stand in the way. */
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The raw form of a request: tests of body parsing send text that is no JSON at all. */
interface Raw {
  url: string;
  payload?: string;
  contentType?: string;
}

const rawOf = (op: Operation, r: FuzzRequest): Raw => ({
  url: urlOf(op, r),
  ...(r.body !== undefined ? { payload: JSON.stringify(r.body), contentType: 'application/json' } : {}),
});

/** Sends one request; a 5xx is noted in `failures` with what caused it. */
async function send(op: Operation, raw: Raw, cookie: string | undefined): Promise<number> {
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: raw.url,
    remoteAddress: nextIp(),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(raw.contentType ? { 'content-type': raw.contentType } : {}),
    },
    ...(raw.payload !== undefined ? { payload: raw.payload } : {}),
  });
  if (res.statusCode >= 500) {
    const sent = `${raw.url.slice(0, 160)} ${raw.contentType ?? ''} ${(raw.payload ?? '').slice(0, 160)}`;
    failures.push(`${label(op)} -> ${res.statusCode} ${res.body.slice(0, 100)} | ${sent}`);
  }
  return res.statusCode;
}

/** Bodies that are not what the declaration says at all: broken JSON, other types, too big. */
function rawBodies(op: Operation, r: FuzzRequest): Raw[] {
  const url = urlOf(op, r);
  const big = JSON.stringify({ ...(r.body as object), padding: 'x'.repeat(300 * 1024) });
  return [
    { url, payload: '{"unterminated', contentType: 'application/json' },
    { url, payload: '', contentType: 'application/json' },
    { url, payload: 'a=1&a=2', contentType: 'application/x-www-form-urlencoded' },
    { url, payload: JSON.stringify(r.body), contentType: 'text/plain' },
    { url, payload: JSON.stringify(r.body) },
    { url, payload: big, contentType: 'application/json' },
  ];
}

const label = (op: Operation) => `${op.method} ${op.path}`;
/** Distinct operations among the failures. */
const failedOps = () => new Set(failures.map((f) => f.split(' -> ')[0]));

describe('hostile input never answers 5xx', () => {
  beforeEach(() => {
    failures.length = 0;
  });

  it('reads every operation from /api/docs/json', () => {
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((o) => o.body).length).toBeGreaterThan(30);
  });

  // Sweep: each field of each operation, one hostile value at a time, the rest plausible.
  it('sweep: every field with every hostile value, signed in as member and admin', async () => {
    const reached = new Set<string>();
    let requests = 0;
    for (const op of ops) {
      const cookie = await cookieFor('member+admin', op);
      const base = baseRequest(op);
      const tries = [
        ...slotsOf(op).flatMap((slot) => [
          ...HOSTILE_VALUES.map((v) => rawOf(op, withValue(base, slot, v))),
          ...(slot.in === 'query'
            ? [rawOf(op, withValue(base, { in: 'query-repeated', name: slot.name }, 'x'))]
            : []),
        ]),
        ...(op.body ? rawBodies(op, base) : []),
      ];
      if ((await send(op, rawOf(op, base), cookie)) < 400) reached.add(label(op));
      for (const raw of tries) await send(op, raw, cookie);
      requests += tries.length + 1;
    }
    expect(failures, `${failures.length} of ${requests} requests, ${failedOps().size} operations`).toEqual(
      [],
    );
    // Not vacuous: most plausible requests get through validation and the guards to the handler.
    expect(reached.size).toBeGreaterThan(ops.length * 0.6);
  }, 600_000); // about 9,000 requests: a minute on a quiet machine, several on a busy one

  // Property: up to four fields hostile at once (repeated query keys too), as each kind of caller.
  it.each<Who>(['visitor', 'member+admin'])(
    'random combinations as %s',
    async (who) => {
      const counterexamples: string[] = [];
      for (const op of ops) {
        const cookie = await cookieFor(who, op);
        const result = await fc.check(
          fc.asyncProperty(requestArbitrary(op), async (r) => (await send(op, rawOf(op, r), cookie)) < 500),
          { numRuns: 30, seed: 25 },
        );
        if (result.failed) counterexamples.push(`${label(op)}: ${fc.stringify(result.counterexample)}`);
      }
      expect(counterexamples, failures.slice(0, 5).join('\n')).toEqual([]);
    },
    600_000,
  );
});
