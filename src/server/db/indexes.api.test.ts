import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';

/**
 * Migration 0270: the back office's main lists, the alert cap and the sign-in lookup read
 * through an index at size, and so do their searches (migration 0280, trigram indexes). Seeds enough
 * rows that a sequential scan and sort would cost more, runs VACUUM ANALYZE, and asserts the plan PostgreSQL chooses for the same statements the repos send (ORDER BY
 * column, id; LIMIT/OFFSET) uses the index. Timings are the scale benchmark's (bench/scale.bench.ts),
 * not a test's. PostgreSQL only: the planner of embedded PGlite is not what production runs.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('indexes of the lists at size (PostgreSQL plans)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const N = 30_000;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.exec(`
      SELECT setseed(0.31);
      INSERT INTO users (email, first_name, last_name, password_hash, description, referred_by, status, created_at)
        SELECT 'm' || g || '@example.com', 'First' || (g % 977), 'Last', 'x', 'Individual Investor', 'Google',
               (ARRAY['pending','confirmed','approved'])[1 + g % 3], now() - random() * interval '900 days'
        FROM generate_series(1, ${N}) g;
      INSERT INTO newsletter_subscribers (email, status, subscribed_at)
        SELECT 'r' || g || '@example.org', (ARRAY['active','active','active','pending','unsubscribed','bounced'])[1 + g % 6],
               now() - random() * interval '900 days'
        FROM generate_series(1, ${N}) g;
      INSERT INTO contact_messages (name, email, subject, message, status, submitted_at)
        SELECT 'V' || g, 'v' || g || '@example.net', 'S', 'M', 'new', now() - random() * interval '900 days'
        FROM generate_series(1, ${N}) g;
      INSERT INTO game_results (player_id, player_email, stock_symbol, stock_name, total_pnl, final_balance, win_rate, total_trades,
          performance_metrics, completed_at)
        SELECT 'p' || g, CASE WHEN g % 3 <> 1 THEN 'p' || g || '@example.com' END, 'AAPL', 'Apple', round((random() * 80000 - 40000)::numeric, 2), 100000,
               round((random() * 100)::numeric, 2), 3, '{}'::jsonb, now() - random() * interval '900 days'
        FROM generate_series(1, ${N}) g;
      INSERT INTO subscribers (email, last_name, subscription_tier, total_revenue, created_at, last_login_at)
        SELECT 's' || g || '@example.com', CASE WHEN g % 10 <> 0 THEN 'Last' || (g % 977) END,
               (ARRAY['free','individual','professional'])[1 + g % 3], round((random() * 2000)::numeric, 2),
               now() - random() * interval '900 days', CASE WHEN g % 4 <> 0 THEN now() - random() * interval '90 days' END
        FROM generate_series(1, ${N}) g;
      INSERT INTO abuse_events (severity, event_type, ip_address, endpoint, time_window, description, created_at)
        SELECT 'low', 'rate_limit', '10.0.' || (g / 256) % 256 || '.' || g % 256, '/api/login', '5m', 'e',
               now() - random() * interval '365 days'
        FROM generate_series(1, ${N}) g;
      INSERT INTO mail_outbox (kind, to_address, subject, status, created_at)
        SELECT 'signal-alert', 'm' || (g % 5000) || '@example.com', 'A', 'sent', now() - random() * interval '30 days'
        FROM generate_series(1, ${N}) g;
    `);
    // As autovacuum leaves a table in use: statistics, and the GIN indexes' own counts (a trigram
    // index filled row by row after it was made has none until a vacuum, and its cost is guessed).
    await database.exec('VACUUM ANALYZE');
  });
  afterAll(async () => drop?.());

  async function plan(sql: string, params: unknown[] = []): Promise<string> {
    const rows = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  const cases: Array<{ what: string; sql: string; index: RegExp }> = [
    {
      what: 'registrations, newest first, page 1,000',
      sql: 'SELECT id, email FROM users ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 19980',
      index: /users_created_at_idx/,
    },
    {
      what: 'registrations by email, page 1,000',
      sql: 'SELECT id, email FROM users ORDER BY email ASC, id ASC LIMIT 20 OFFSET 19980',
      index: /users_email_id_idx/,
    },
    {
      what: 'registrations by first name, first page',
      sql: 'SELECT id, email FROM users ORDER BY first_name DESC, id DESC LIMIT 20',
      index: /users_first_name_id_idx/,
    },
    {
      what: 'newsletter readers, newest first, page 1,000',
      sql: 'SELECT * FROM newsletter_subscribers ORDER BY subscribed_at DESC, id DESC LIMIT 20 OFFSET 19980',
      index: /newsletter_subscribed_id_idx/,
    },
    {
      what: 'newsletter readers of one status, newest first',
      sql: `SELECT * FROM newsletter_subscribers WHERE status = 'bounced' ORDER BY subscribed_at DESC, id DESC LIMIT 25`,
      index: /newsletter_status_subscribed_idx/,
    },
    {
      what: 'contact messages, newest first, page 1,000',
      sql: 'SELECT * FROM contact_messages ORDER BY submitted_at DESC, id DESC LIMIT 20 OFFSET 19980',
      index: /contact_messages_submitted(_id)?_idx/,
    },
    {
      what: 'game results by P&L, page 1,000',
      sql: 'SELECT * FROM game_results ORDER BY total_pnl DESC, id DESC LIMIT 20 OFFSET 19980',
      index: /game_results_pnl_id_idx/,
    },
    {
      what: 'game results by win rate',
      sql: 'SELECT * FROM game_results ORDER BY win_rate ASC, id ASC LIMIT 50',
      index: /game_results_win_rate_id_idx/,
    },
    {
      what: 'game results, newest first, page 1,000',
      sql: 'SELECT * FROM game_results ORDER BY completed_at DESC, id DESC LIMIT 20 OFFSET 19980',
      index: /game_results_completed(_id)?_idx/,
    },
    {
      what: 'customer book by revenue, page 1,000',
      sql: 'SELECT * FROM subscribers ORDER BY total_revenue DESC, id DESC LIMIT 20 OFFSET 19980',
      index: /subscribers_revenue_id_idx/,
    },
    {
      what: 'customer book by tier, page 1,000',
      sql: 'SELECT * FROM subscribers ORDER BY subscription_tier ASC, id ASC LIMIT 20 OFFSET 19980',
      index: /subscribers_tier_id_idx/,
    },
    {
      what: 'customer book by last name (NULLs last), page 1,000',
      sql: 'SELECT * FROM subscribers ORDER BY last_name ASC NULLS LAST, id ASC LIMIT 20 OFFSET 19980',
      index: /subscribers_last_name_id_idx/,
    },
    {
      what: 'customer book by last login (NULLs last), page 1,000',
      sql: 'SELECT * FROM subscribers ORDER BY last_login_at ASC NULLS LAST, id ASC LIMIT 20 OFFSET 19980',
      index: /subscribers_last_login_id_idx/,
    },
    {
      what: 'customer book, newest first',
      sql: 'SELECT * FROM subscribers ORDER BY created_at DESC, id DESC LIMIT 20',
      index: /subscribers_created_id_idx/,
    },
    {
      what: 'abuse events, the 500 newest',
      sql: 'SELECT * FROM abuse_events ORDER BY created_at DESC, id DESC LIMIT 500',
      index: /abuse_events_created(_id)?_idx/,
    },
    {
      what: "the alert cap: one address's alert mails of the last day",
      sql: `SELECT count(*) FROM mail_outbox WHERE lower(to_address) = lower('m42@example.com')
              AND kind LIKE 'signal-alert%' AND created_at > now() - interval '1 day'`,
      index: /mail_outbox_to_created_idx/,
    },
    {
      what: 'sign-in: the member by lower(email)',
      sql: `SELECT id FROM users WHERE lower(email) = lower('m4242@example.com')`,
      index: /users_email_lower_idx/,
    },
  ];

  // The searches (migration 0280): "contains" on any searched column, as repo-helpers listWhere writes
  // it, read through the trigram indexes (a BitmapOr of one per column), the page and its count.
  const contains = (columns: string[], term: string) =>
    `(${columns.map((c) => `${c} ILIKE '%${term}%'`).join(' OR ')})`;
  const searches: Array<{ what: string; table: string; columns: string[]; term: string; order: string }> = [
    {
      what: 'registrations',
      table: 'users',
      columns: ['email', 'first_name', 'last_name'],
      term: 'm4242@',
      order: 'created_at DESC, id DESC',
    },
    {
      what: 'newsletter readers',
      table: 'newsletter_subscribers',
      columns: ['email', 'first_name', 'last_name'],
      term: 'r777@',
      order: 'subscribed_at DESC, id DESC',
    },
    {
      what: 'contact messages',
      table: 'contact_messages',
      columns: ['name', 'email', 'subject', 'message'],
      term: 'v1234@',
      order: 'submitted_at DESC, id DESC',
    },
    {
      what: 'the customer book',
      table: 'subscribers',
      columns: ['email', 'first_name', 'last_name', 'company'],
      term: 's4242@',
      order: 'created_at DESC, id DESC',
    },
    {
      what: 'game results',
      table: 'game_results',
      columns: ['player_email'],
      term: 'p4242@',
      order: 'completed_at DESC, id DESC',
    },
  ];
  for (const s of searches) {
    const where = contains(s.columns, s.term);
    const trigram = new RegExp(`(${s.table}|newsletter)_\\w+_trgm_idx`);
    cases.push(
      {
        what: `${s.what}: a search's page`,
        sql: `SELECT * FROM ${s.table} WHERE ${where} ORDER BY ${s.order} LIMIT 20`,
        index: trigram,
      },
      {
        what: `${s.what}: a search's count`,
        sql: `SELECT count(*) FROM ${s.table} WHERE ${where}`,
        index: trigram,
      },
    );
  }

  for (const c of cases) {
    it(`${c.what}: read through its index`, async () => {
      const p = await plan(c.sql);
      expect(p, p).toMatch(c.index);
      expect(p, p).not.toMatch(/Seq Scan/);
    });
  }
});
