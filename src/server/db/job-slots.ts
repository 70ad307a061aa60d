import type { Database } from './client';

/**
 * Claims one run of a scheduled job for one time slot (e.g. the minute a cron tick fired): true
 * for exactly one caller across every process on the database, false for the others (docs/features/hardening.md).
 * Slots older than a week are pruned by the winner.
 */
export async function claimJobSlot(
  database: Pick<Database, 'query'>,
  job: string,
  slot: Date,
): Promise<boolean> {
  const won = await database.query<{ job: string }>(
    'INSERT INTO job_slots (job, slot) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job',
    [job, slot.toISOString()],
  );
  if (won.length === 0) return false;
  await database.query(
    `DELETE FROM job_slots WHERE job = $1 AND slot < $2::timestamptz - interval '7 days'`,
    [job, slot.toISOString()],
  );
  return true;
}

/** The minute a tick belongs to, so processes whose timers fire a few ms apart agree on the slot. */
export function minuteSlot(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}
