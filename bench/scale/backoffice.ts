/**
 * The back office at size: every admin list through the whole Fastify stack (app.inject:
 * routing, admin session, Zod, serialisation), sequential requests, p50 and p99 per list, sort,
 * search and page (first page and page 1,000); the summary cards and the game leaderboard; and the
 * unique lookups of sign-in and registration (their plan and their time).
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { BenchResult } from '../run';
import { memberEmail } from './seed';

const PAGE = 20;
const PAGE_1000 = 999 * PAGE;

interface Probe {
  name: string;
  url: string;
}

function listProbes(): Probe[] {
  // The machine's floor in the same run: an admin read that touches no list (the session check).
  const p: Probe[] = [{ name: 'baseline: admin session check (no list)', url: '/api/admin/session' }];
  const list = (name: string, path: string, sorts: string[], searches: string[], filters: string[]) => {
    p.push({ name: `${name} first page`, url: `${path}?limit=${PAGE}` });
    p.push({ name: `${name} page 1000`, url: `${path}?limit=${PAGE}&offset=${PAGE_1000}` });
    for (const s of sorts) {
      p.push({ name: `${name} sort ${s} desc`, url: `${path}?limit=${PAGE}&sortBy=${s}&sortOrder=desc` });
      p.push({
        name: `${name} sort ${s} asc p1000`,
        url: `${path}?limit=${PAGE}&sortBy=${s}&sortOrder=asc&offset=${PAGE_1000}`,
      });
    }
    for (const q of searches)
      p.push({ name: `${name} search '${q}'`, url: `${path}?limit=${PAGE}&search=${encodeURIComponent(q)}` });
    for (const f of filters) p.push({ name: `${name} ${f}`, url: `${path}?limit=${PAGE}&${f}` });
  };
  list(
    'registrations',
    '/api/admin/registrations',
    ['email', 'firstName', 'status'],
    ['member.4242', 'hana'],
    ['filterStatus=pending'],
  );
  list(
    'subscribers',
    '/api/admin/subscribers',
    ['email', 'lastName', 'totalRevenue', 'lastLoginAt', 'subscriptionTier'],
    ['member.4242', 'zzz-none'],
    ['filterStatus=trial'],
  );
  list(
    'newsletter',
    '/api/admin/newsletter-subscribers',
    [],
    ['reader.777', 'zzz-none'],
    ['filterStatus=bounced'],
  );
  list('contact', '/api/admin/contact-messages', [], ['visitor.1234', 'zzz-none'], ['filterStatus=new']);
  list('game results', '/api/admin/game-results', ['pnl', 'winRate'], ['player.4242@', 'zzz-none'], []);
  p.push({ name: 'game results summary', url: '/api/admin/game-results/summary' });
  p.push({
    name: 'game results summary, search',
    url: '/api/admin/game-results/summary?search=player.4242%40',
  });
  p.push({ name: 'abuse events (500 newest)', url: '/api/admin/abuse-events' });
  p.push({ name: 'abuse patterns', url: '/api/admin/abuse-patterns' });
  p.push({ name: 'mail outbox first page', url: `/api/admin/mail-outbox?limit=${PAGE}` });
  p.push({ name: 'billing overview card', url: '/api/admin/billing/overview' });
  p.push({ name: 'audit log first page', url: '/api/admin/audit-log' });
  p.push({ name: 'game leaderboard (public)', url: '/api/trading-game/leaderboard' });
  return p;
}

const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

export async function measureBackOffice(
  app: FastifyInstance,
  adminCookie: string,
  runs: number,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const probe of listProbes()) {
    const first = await app.inject({ url: probe.url, headers: { cookie: adminCookie } });
    if (
      first.statusCode === 404 &&
      first.json<{ code?: string }>().code !== undefined &&
      !first.body.includes('"rows"')
    ) {
      log(`  ${probe.name}: ${probe.url} answers 404, skipped`);
      continue;
    }
    if (first.statusCode !== 200)
      throw new Error(`${probe.url}: ${first.statusCode} ${first.body.slice(0, 200)}`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      const r = await app.inject({ url: probe.url, headers: { cookie: adminCookie } });
      times.push(performance.now() - s);
      if (r.statusCode !== 200) throw new Error(`${probe.url}: ${r.statusCode}`);
    }
    times.sort((a, b) => a - b);
    // Each figure beside its goal: the p50 rides in the name of the p99's line.
    out.push({
      name: `back office: ${probe.name} (p50 ${pct(times, 0.5).toFixed(1)} ms) p99`,
      value: pct(times, 0.99),
      unit: 'ms',
      target: { max: 100 },
    });
  }
  return out;
}

/** Sign-in and registration look a member up by lower(email): the plan must be an index scan. */
export async function measureLookups(c: pg.Client, members: number, runs: number): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const lookups = [
    {
      name: 'sign-in lookup users by lower(email)',
      sql: 'SELECT id, password_hash, status FROM users WHERE lower(email) = lower($1)',
      arg: (i: number) => memberEmail(1 + ((i * 7919) % members)),
    },
    {
      name: 'registration check users by lower(email) (absent)',
      sql: 'SELECT 1 FROM users WHERE lower(email) = lower($1)',
      arg: (i: number) => `new.${i}@example.com`,
    },
    {
      name: 'newsletter sign-up check by lower(email)',
      sql: 'SELECT id FROM newsletter_subscribers WHERE lower(email) = lower($1)',
      arg: (i: number) => `reader.${1 + i * 13}@example.org`,
    },
  ];
  for (const l of lookups) {
    const plan = await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${l.sql}`, [l.arg(1)]);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join(' / ');
    const indexed = /Index (Only )?Scan/.test(text) && !/Seq Scan/.test(text);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      await c.query(l.sql, [l.arg(i)]);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    // The goal is the plan (index only); the time rides in its name.
    out.push({
      name: `${l.name} (p99 ${pct(times, 0.99).toFixed(1)} ms): uses an index (1 = yes; ${text.split(' on ')[0].trim()})`,
      value: indexed ? 1 : 0,
      unit: '',
      target: { min: 1 },
    });
  }
  return out;
}

/**
 * What the indexes and the summary row cost the writes at size: one finished game (its insert fires
 * the summary trigger of migration 0281 and fills its indexes, the trigram one of 0280 among them) and
 * one registration (3 trigram indexes), each in a transaction rolled back. The game's insert is timed
 * with the summary trigger on and off, alternately, in the same run.
 */
export async function measureWrites(c: pg.Client, runs: number): Promise<BenchResult[]> {
  const game = `INSERT INTO game_results (player_id, player_email, stock_symbol, stock_name, total_pnl,
      final_balance, win_rate, total_trades, performance_metrics, nickname)
    VALUES ($1, $1 || '@example.com', 'AAPL', 'Apple', 1234.56, 101234.56, 55.5, 7, '{}', 'Bench')`;
  const user = `INSERT INTO users (email, first_name, last_name, password_hash, description, referred_by)
    VALUES ($1 || '@example.com', 'Bench', 'Writer', 'x', 'Individual Investor', 'Google')`;
  const timed = async (sql: string, arg: string) => {
    await c.query('BEGIN');
    const s = performance.now();
    await c.query(sql, [arg]);
    const ms = performance.now() - s;
    await c.query('ROLLBACK');
    return ms;
  };
  const withTrigger: number[] = [];
  const withoutTrigger: number[] = [];
  const users: number[] = [];
  for (let i = 0; i < runs; i++) {
    withTrigger.push(await timed(game, `bench.writer.${i}`));
    await c.query('ALTER TABLE game_results DISABLE TRIGGER game_results_summary_insert');
    try {
      withoutTrigger.push(await timed(game, `bench.writer.${i}`));
    } finally {
      await c.query('ALTER TABLE game_results ENABLE TRIGGER game_results_summary_insert');
    }
    users.push(await timed(user, `bench.writer.${i}`));
  }
  for (const t of [withTrigger, withoutTrigger, users]) t.sort((a, b) => a - b);
  const without = pct(withoutTrigger, 0.99);
  return [
    {
      name: `write: one game result, with the summary trigger (p50 ${pct(withTrigger, 0.5).toFixed(1)} ms; without it p50 ${pct(withoutTrigger, 0.5).toFixed(1)} ms, p99 ${without.toFixed(1)} ms) p99`,
      value: pct(withTrigger, 0.99),
      unit: 'ms',
      target: { max: Math.max(5, 2 * without) },
    },
    {
      name: `write: one registration, 3 trigram indexes among its indexes (p50 ${pct(users, 0.5).toFixed(1)} ms) p99`,
      value: pct(users, 0.99),
      unit: 'ms',
      target: { max: 100 },
    },
  ];
}
