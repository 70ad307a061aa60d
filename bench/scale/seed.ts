/**
 * Seeds a business at size straight in SQL: members, newsletter readers, contact messages,
 * game results and abuse events, each one `INSERT ... SELECT ... FROM generate_series` (no row goes
 * through Node). Every random choice comes from PostgreSQL's `random()` after `setseed(SEED)` on the
 * same connection, so a run with the same sizes seeds the same rows.
 *
 * Members (`users`): 25% free (confirmed, not paid), 15% on a trial (individual plan), 60% paying
 * (individual 70%, professional 30%: futures live for all, equities and crypto for professional).
 * Alert settings: 80% of the trial and paying members have futures alerts on (instant 85%, daily 15%),
 * which is 60% of all members; 20% of the free members saved settings with every alert off. Plan
 * columns (`plan`, `plan_status`) and the customer book (`subscribers`) are filled when they exist.
 */
import type pg from 'pg';

export interface ScaleSizes {
  members: number;
  newsletter: number;
  contact: number;
  gameResults: number;
  abuseEvents: number;
}

export const FULL_SIZES: ScaleSizes = {
  members: 100_000,
  newsletter: 100_000,
  contact: 20_000,
  gameResults: 1_000_000,
  abuseEvents: 100_000,
};

/** Sizes in proportion to `members` (the full mix at 100,000). */
export function sizesFor(members: number): ScaleSizes {
  const k = members / FULL_SIZES.members;
  return {
    members,
    newsletter: Math.round(FULL_SIZES.newsletter * k),
    contact: Math.round(FULL_SIZES.contact * k),
    gameResults: Math.round(FULL_SIZES.gameResults * k),
    abuseEvents: Math.round(FULL_SIZES.abuseEvents * k),
  };
}

const SEED = 0.31;
/** Every member's address: scale.member.<n>@example.com (the bench signs in as one of them). */
export const memberEmail = (n: number) => `scale.member.${n}@example.com`;
export const MEMBER_PASSWORD = 'Correct-Horse-9';

async function hasColumn(c: pg.Client, table: string, column: string): Promise<boolean> {
  const r = await c.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return r.rowCount! > 0;
}

export async function seedAtScale(
  c: pg.Client,
  sizes: ScaleSizes,
  passwordHash: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const s = performance.now();
    await c.query(sql, params);
    took[name] = performance.now() - s;
    log(`  seeded ${name} in ${(took[name] / 1000).toFixed(1)} s`);
  };
  await c.query('SELECT setseed($1)', [SEED]);
  const plans = await hasColumn(c, 'users', 'plan_status');

  // One row of random draws per member, kept for the alert settings and the customer book.
  await step(
    'member draws',
    `CREATE TEMP TABLE scale_members AS
       SELECT g AS n, random() AS kind, random() AS tier, random() AS alerts, random() AS digest,
              random() AS age, random() AS login
       FROM generate_series(1, $1::int) g`,
    [sizes.members],
  );
  await step(
    'users',
    `INSERT INTO users (email, first_name, last_name, password_hash, mobile, description, referred_by,
        markets_interested, status, enable_futures, enable_equities, enable_cryptos, is_paid_subscriber,
        ${plans ? 'plan, plan_status,' : ''} ip_address, created_at, updated_at, confirmed_at, last_login_at)
     SELECT 'scale.member.' || n || '@example.com',
            (ARRAY['Ada','Ben','Cleo','Dan','Eve','Finn','Gus','Hana','Ivo','Jo'])[1 + n % 10] || n,
            (ARRAY['Smith','Jones','Brown','Taylor','Wilson','Evans','Walker','Wright'])[1 + (n / 10) % 8],
            $1, CASE WHEN n % 7 = 0 THEN '+1555' || lpad((n % 10000000)::text, 7, '0') END,
            'Individual Investor', 'Google', '["Equity Indices"]'::jsonb,
            CASE WHEN kind < 0.25 THEN (CASE WHEN kind < 0.05 THEN 'pending' ELSE 'confirmed' END) ELSE 'approved' END,
            kind >= 0.25, kind >= 0.25 AND tier >= 0.7, kind >= 0.25 AND tier >= 0.7, kind >= 0.25,
            ${
              plans
                ? `CASE WHEN kind < 0.25 THEN NULL WHEN tier >= 0.7 THEN 'professional' ELSE 'individual' END,
            CASE WHEN kind < 0.25 THEN NULL WHEN kind < 0.40 THEN 'trial' ELSE 'active' END,`
                : ''
            }
            '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256,
            now() - (age * interval '1000 days'), now() - (age * interval '1000 days'),
            CASE WHEN kind >= 0.05 THEN now() - (age * interval '999 days') END,
            CASE WHEN login < 0.8 THEN now() - (login * age * interval '1000 days') END
     FROM scale_members ORDER BY n`,
    [passwordHash],
  );
  await step(
    'alert settings',
    `INSERT INTO alert_settings (user_id, futures, equities, crypto, digest, sms)
     SELECT u.id, true, m.tier >= 0.7, false,
            CASE WHEN m.kind < 0.25 THEN 'off' WHEN m.digest < 0.85 THEN 'instant' ELSE 'daily' END, false
     FROM scale_members m JOIN users u ON u.email = 'scale.member.' || m.n || '@example.com'
     WHERE (m.kind >= 0.25 AND m.alerts < 0.8) OR (m.kind < 0.25 AND m.alerts < 0.2)`,
  );
  await step(
    'customer book',
    `INSERT INTO subscribers (email, first_name, last_name, subscription_tier, subscription_status,
        payment_method, referral_source, total_revenue, is_active, created_at, last_login_at)
     SELECT 'scale.member.' || n || '@example.com', 'Member' || n, 'Scale',
            CASE WHEN tier >= 0.7 THEN 'premium' ELSE 'basic' END,
            CASE WHEN kind < 0.40 THEN 'trial' ELSE 'active' END, 'card', 'Google',
            round((age * 2000)::numeric, 2), true,
            now() - (age * interval '1000 days'),
            CASE WHEN login < 0.8 THEN now() - (login * age * interval '1000 days') END
     FROM scale_members WHERE kind >= 0.25 ORDER BY n`,
  );
  await step(
    'newsletter readers',
    `INSERT INTO newsletter_subscribers (email, first_name, last_name, status, source, subscribed_at,
        confirmed_at, emails_sent, tags)
     SELECT 'reader.' || g || '@example.org', 'Reader' || g, NULL,
            CASE WHEN r < 0.80 THEN 'active' WHEN r < 0.90 THEN 'pending' WHEN r < 0.98 THEN 'unsubscribed' ELSE 'bounced' END,
            CASE WHEN g % 5 = 0 THEN 'landing' ELSE 'website' END,
            now() - (a * interval '1500 days'),
            CASE WHEN r < 0.80 OR r >= 0.90 THEN now() - (a * interval '1499 days') END,
            (a * 100)::int, '[]'::jsonb
     FROM (SELECT g, random() r, random() a FROM generate_series(1, $1::int) g) s`,
    [sizes.newsletter],
  );
  await step(
    'contact messages',
    `INSERT INTO contact_messages (name, email, inquiry_type, subject, message, status, submitted_at,
        responded_at, ip_address)
     SELECT 'Visitor ' || g, 'visitor.' || g || '@example.net',
            (ARRAY['general','subscription','technical','billing','partnership'])[1 + (r * 5)::int % 5],
            'Question number ' || g, 'I would like to know more about the signals (message ' || g || ').',
            CASE WHEN r < 0.3 THEN 'new' WHEN r < 0.4 THEN 'in-progress' ELSE 'responded' END,
            now() - (a * interval '900 days'),
            CASE WHEN r >= 0.4 THEN now() - (a * interval '899 days') END,
            '10.9.' || (g / 256) % 256 || '.' || g % 256
     FROM (SELECT g, random() r, random() a FROM generate_series(1, $1::int) g) s`,
    [sizes.contact],
  );
  await step(
    'game results',
    `INSERT INTO game_results (player_id, completed_at, player_email, stock_symbol, stock_name, total_pnl,
        final_balance, win_rate, total_trades, performance_metrics, nickname, buy_hold_pnl, first_date, last_date)
     SELECT 'player-' || (g % 250000), now() - (a * interval '700 days'),
            CASE WHEN e < 0.3 THEN 'player.' || (g % 250000) || '@example.com' END,
            (ARRAY['AAPL','MSFT','NVDA','AMZN','TSLA','META','GOOGL','JPM'])[1 + g % 8], 'A real stock',
            round(((p - 0.45) * 80000)::numeric, 2), round((100000 + (p - 0.45) * 80000)::numeric, 2),
            round((w * 100)::numeric, 2), 1 + (w * 40)::int,
            jsonb_build_object('bestTrade', round((p * 9000)::numeric, 2), 'worstTrade', round((-w * 7000)::numeric, 2), 'maxDrawdown', round((a * 30)::numeric, 2)),
            CASE WHEN e >= 0.6 THEN 'Trader' || (g % 50000) END,
            round(((w - 0.5) * 30000)::numeric, 2), '2019-01-02', '2019-12-30'
     FROM (SELECT g, random() a, random() e, random() p, random() w FROM generate_series(1, $1::int) g) s`,
    [sizes.gameResults],
  );
  await step(
    'abuse events',
    `INSERT INTO abuse_events (severity, event_type, ip_address, email, endpoint, request_count, time_window,
        description, created_at, resolved, resolved_by, resolved_at, blocked, metadata, is_open)
     SELECT (ARRAY['low','medium','high','critical'])[1 + (r * 4)::int % 4],
            (ARRAY['rate_limit','failed_login','captcha_fail','honeypot','scanner'])[1 + (t * 5)::int % 5],
            '172.' || 16 + (g / 65536) % 16 || '.' || (g / 256) % 256 || '.' || g % 256,
            CASE WHEN t < 0.3 THEN 'scale.member.' || g || '@example.com' END,
            '/api/login', 1 + (r * 50)::int, '5m', 'Seeded event ' || g,
            now() - (a * interval '365 days'), r < 0.7, CASE WHEN r < 0.7 THEN 'admin' END,
            CASE WHEN r < 0.7 THEN now() - (a * interval '364 days') END, false, '{}'::jsonb, false
     FROM (SELECT g, random() r, random() t, random() a FROM generate_series(1, $1::int) g) s`,
    [sizes.abuseEvents],
  );
  // A database in use has been vacuumed (visibility map set: index-only scans count without the heap).
  await step('vacuum analyze', 'VACUUM ANALYZE');
  return took;
}
