import { createHash } from 'node:crypto';
import { and, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import { claimJobSlot } from '../db/job-slots';
import { mailCaps, mailOutbox } from '../db/schema';
import type { Deps } from '../deps';
import { renderMail } from './layout';
import type { OutgoingMail, SendResult } from './mailer';

/**
 * Caps on the mails a visitor can make the site send to any address they type (newsletter
 * confirmation, quiz and game reports, password reset, registration confirmation, contact
 * acknowledgement): at most MAIL_CAP_PER_ADDRESS of one kind to one address per UTC day, and, for
 * the bulk-able kinds only, MAIL_CAP_GLOBAL per clock hour. A mail over a cap is held (an outbox row
 * without body, never sent); the caller answers as it always does, so the form reveals nothing. The
 * counters are upserts, so every process shares them (decision 0040).
 */
export type CapDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const windowOf = (at: Date, ms: number) => new Date(Math.floor(at.getTime() / ms) * ms);

export const addressCapReason = (cap: number) =>
  `Held back: more than ${cap} ${cap === 1 ? 'mail' : 'mails'} of this kind to this address today`;
export const GLOBAL_CAP_REASON = 'Held back: hourly cap on visitor-triggered mails reached';

/**
 * Mails a person asked for about their own account. A flood of reports to random addresses must not
 * fill the hourly cap and lock every sign-up and reset out for the rest of the hour, so
 * these pass only the per-address cap; every other visitor kind is bulk-able and counts globally.
 */
export const ACCOUNT_MAIL_KINDS: ReadonlySet<string> = new Set([
  'registration-confirmation',
  'password-reset',
]);

/** Counts one more mail into a scope's window and answers the new count. */
async function bump(deps: CapDeps, scope: string, windowStart: Date): Promise<number> {
  const [row] = await deps.db
    .insert(mailCaps)
    .values({ scope, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [mailCaps.scope, mailCaps.windowStart],
      set: { count: sql`${mailCaps.count} + 1` },
    })
    .returning({ count: mailCaps.count });
  return row.count;
}

export const senderCapReason = (cap: number) =>
  `Held back: more than ${cap} ${cap === 1 ? 'mail' : 'mails'} of this kind from this sender today`;

/**
 * Sends a visitor-triggered mail unless a cap holds it back. `countAs` counts it against another
 * address than its recipient: the operator's copy of a contact message counts per sender.
 */
export async function sendVisitorMail(
  deps: CapDeps,
  mail: OutgoingMail,
  options: { countAs?: string } = {},
): Promise<SendResult> {
  const now = deps.clock.now();
  const { MAIL_CAP_PER_ADDRESS: perAddress, MAIL_CAP_GLOBAL: global } = deps.config;
  const counted = options.countAs ?? mail.to;
  // Hashed: the counters need no readable address (the outbox row has it).
  const address = createHash('sha256').update(counted.trim().toLowerCase()).digest('hex');
  if ((await bump(deps, `address:${mail.kind}:${address}`, windowOf(now, DAY))) > perAddress)
    return deps.mailer.hold(mail, (options.countAs ? senderCapReason : addressCapReason)(perAddress));
  if (!ACCOUNT_MAIL_KINDS.has(mail.kind) && (await bump(deps, 'global', windowOf(now, HOUR))) > global)
    return deps.mailer.hold(mail, GLOBAL_CAP_REASON);
  return deps.mailer.send(mail);
}

/**
 * One digest to the operator for each clock hour in which the global cap held mails back, sent once
 * the hour is over (so it can say what was held) and once whatever the number of processes (a job
 * slot per hour). Run by the scheduler every minute; also prunes counters older than two days.
 */
export async function sendHeldMailDigests(deps: CapDeps & Pick<Deps, 'database'>): Promise<number> {
  const current = windowOf(deps.clock.now(), HOUR);
  const hourIndex = sql<number>`floor(extract(epoch from ${mailOutbox.createdAt}) / 3600)`.mapWith(Number);
  const rows = await deps.db
    .select({ hour: hourIndex, kind: mailOutbox.kind, held: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'held'),
        eq(mailOutbox.lastError, GLOBAL_CAP_REASON),
        gte(mailOutbox.createdAt, new Date(current.getTime() - DAY)),
        lt(mailOutbox.createdAt, current),
      ),
    )
    .groupBy(hourIndex, mailOutbox.kind)
    .orderBy(hourIndex, mailOutbox.kind);
  const hours = [...new Set(rows.map((r) => r.hour))];
  let sent = 0;
  for (const hour of hours) {
    const start = new Date(hour * HOUR);
    if (!(await claimJobSlot(deps.database, 'mail-cap-digest', start))) continue;
    const kinds = rows.filter((r) => r.hour === hour);
    const [{ addresses }] = await deps.db
      .select({ addresses: countDistinct(mailOutbox.toAddress) })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'held'),
          eq(mailOutbox.lastError, GLOBAL_CAP_REASON),
          gte(mailOutbox.createdAt, start),
          lt(mailOutbox.createdAt, new Date(start.getTime() + HOUR)),
        ),
      );
    await deps.mailer.send(digestMail(deps, start, kinds, addresses));
    sent++;
  }
  await deps.db.delete(mailCaps).where(lt(mailCaps.windowStart, new Date(current.getTime() - 2 * DAY)));
  return sent;
}

function digestMail(
  deps: CapDeps,
  start: Date,
  kinds: { kind: string; held: number }[],
  addresses: number,
): OutgoingMail {
  const total = kinds.reduce((n, k) => n + k.held, 0);
  const hour = `${start.toISOString().slice(0, 13).replace('T', ' ')}:00 UTC`;
  const subject = `Visitor mails held back: ${total} in the hour from ${hour}`;
  const body = renderMail({
    title: 'Visitor mails held back',
    paragraphs: [
      `In the hour from ${hour} visitors asked for more than ${deps.config.MAIL_CAP_GLOBAL} mails (MAIL_CAP_GLOBAL), so ${total} ${total === 1 ? 'mail was' : 'mails were'} held back and not sent, to ${addresses} ${addresses === 1 ? 'address' : 'addresses'}:`,
      ...kinds.map((k) => `${k.kind}: ${k.held}`),
      'They are listed in the mail outbox with status held. If this was a real rush, raise MAIL_CAP_GLOBAL; otherwise look for its source under Security & Abuse.',
    ],
    action: { label: 'Open the admin area', url: `${deps.config.PUBLIC_URL}/admin` },
  });
  return { kind: 'mail-cap-digest', to: deps.config.OPERATOR_EMAIL, subject, ...body };
}
