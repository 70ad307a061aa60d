import { sql } from 'drizzle-orm';
import type { Market } from '../../../core/schemas/markets';
import type { Db } from '../../db/client';

/** One (user, symbol, session) to claim in alerts_sent; symbol `*` for a daily summary. */
export interface AlertClaim {
  userId: number;
  symbol: string;
  date: string;
}

export const claimKey = (userId: number, symbol: string, date: string) => `${userId}|${symbol}@${date}`;

/**
 * `claimAlerts` for a whole batch of recipients in one statement (decision 0025): the rows answered
 * are new and may be mailed; the others were claimed before (a rerun, a second process).
 */
export async function claimAlertsMany(
  db: Db,
  market: Market,
  items: AlertClaim[],
  now: Date,
): Promise<Set<string>> {
  if (!items.length) return new Set();
  const res = await db.execute(sql`
    INSERT INTO alerts_sent (user_id, market, symbol, bar_date, sent_at)
    SELECT u, ${market}, s, d, ${now.toISOString()}::timestamptz
    FROM unnest(${`{${items.map((i) => i.userId).join(',')}}`}::int[],
                ${pgTextArray(items.map((i) => i.symbol))}::text[],
                ${pgTextArray(items.map((i) => i.date))}::text[]) AS t(u, s, d)
    ON CONFLICT DO NOTHING
    RETURNING user_id, symbol, bar_date`);
  const rows = (res as unknown as { rows: Array<{ user_id: number; symbol: string; bar_date: string }> })
    .rows;
  return new Set(rows.map((r) => claimKey(r.user_id, r.symbol, r.bar_date)));
}

/** Alert mails per address (lower-cased) in the last 24 hours, for a batch of addresses (the daily cap). */
export async function alertMailsLastDayMany(
  db: Db,
  addresses: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (!addresses.length) return new Map();
  const res = await db.execute(sql`
    SELECT lower(to_address) AS a, count(*)::int AS n FROM mail_outbox
    WHERE lower(to_address) = ANY(${pgTextArray(addresses.map((a) => a.toLowerCase()))}::text[])
      AND created_at > ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz
      AND kind LIKE 'signal-alert%'
    GROUP BY 1`);
  const rows = (res as unknown as { rows: Array<{ a: string; n: number }> }).rows;
  return new Map(rows.map((r) => [r.a, Number(r.n)]));
}

/** A PostgreSQL text[] literal: every element double-quoted, quotes and backslashes escaped. */
function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
