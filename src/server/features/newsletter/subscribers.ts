import { AppError } from '../../../core/errors';
import type { Deps } from '../../deps';
import { storeOnce } from '../../lib/idempotency';
import { readLinkToken } from './links';
import { sendConfirmationMail, sendWelcomeMail } from './mails';
import { insertSubscriberIfNew, subscriberByEmail, subscriberById, updateSubscriber } from './repo';
import type { SubscriberRow } from './repo';

type ServiceDeps = Pick<Deps, 'db' | 'mailer' | 'signer' | 'clock' | 'config'>;

export function findSubscriberByEmail(
  deps: Pick<Deps, 'db'>,
  email: string,
): Promise<SubscriberRow | undefined> {
  return subscriberByEmail(deps.db, email);
}

/**
 * Returns the subscriber of this address, inserting it as 'pending' when it is new.
 * `created` says whether this call inserted it (a concurrent insert loses quietly).
 */
export async function ensurePendingSubscriber(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { email: string; source: string; tags?: string[] },
): Promise<{ subscriber: SubscriberRow; created: boolean }> {
  const existing = await findSubscriberByEmail(deps, input.email);
  if (existing) return { subscriber: existing, created: false };
  const inserted = await insertSubscriberIfNew(deps.db, {
    email: input.email,
    status: 'pending',
    source: input.source,
    tags: input.tags ?? [],
    subscribedAt: deps.clock.now(),
  });
  if (inserted) return { subscriber: inserted, created: true };
  return { subscriber: (await findSubscriberByEmail(deps, input.email))!, created: false };
}

/**
 * Newsletter sign-up with double opt-in. New, pending and previously unsubscribed addresses get a
 * (new) confirmation mail; an active address is left alone. The caller gets the same answer in every
 * case, so the form neither errors on a repeat nor reveals who is on the list. A retry with the
 * form's Idempotency-Key (`key`) changes nothing and mails nothing again (lib/idempotency.ts).
 */
export async function subscribeToNewsletter(
  deps: ServiceDeps,
  input: { email: string; source: 'website' | 'landing' },
  key: string | null = null,
) {
  const owed: { row: SubscriberRow | null } = { row: null };
  const post = { scope: 'newsletter', key, body: input, now: deps.clock.now() };
  const { first } = await storeOnce(deps.db, post, async (tx) => {
    owed.row = await pendingSubscription({ ...deps, db: tx }, input);
    return { confirmationMailed: owed.row !== null };
  });
  if (first && owed.row) await sendConfirmationMail(deps, owed.row);
}

/** The subscriber made (again) pending and owed a confirmation mail; null for an active one. */
async function pendingSubscription(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { email: string; source: string },
): Promise<SubscriberRow | null> {
  const { subscriber, created } = await ensurePendingSubscriber(deps, input);
  if (subscriber.status === 'active') return null;
  if (!created && subscriber.status !== 'pending') {
    await updateSubscriber(deps.db, subscriber.id, {
      status: 'pending',
      confirmedAt: null,
      subscribedAt: deps.clock.now(),
    });
  }
  return subscriber;
}

async function subscriberOfToken(deps: ServiceDeps, token: string, purpose: 'nl-confirm' | 'nl-unsub') {
  const id = readLinkToken(deps, token, purpose);
  const row = id === null ? undefined : await subscriberById(deps.db, id);
  if (!row) throw new AppError('BAD_REQUEST', 'This link is invalid or has expired. Please subscribe again.');
  return row;
}

/** The confirmation link: pending becomes active (once) and a welcome mail goes out. */
export async function confirmSubscription(deps: ServiceDeps, token: string) {
  const row = await subscriberOfToken(deps, token, 'nl-confirm');
  if (row.status === 'unsubscribed') {
    throw new AppError(
      'CONFLICT',
      'This address has unsubscribed since this link was sent. Please subscribe again.',
    );
  }
  if (row.status !== 'active') {
    await updateSubscriber(deps.db, row.id, { status: 'active', confirmedAt: deps.clock.now() });
    await sendWelcomeMail(deps, row);
  }
  return { ok: true as const, email: row.email, status: 'active' as const };
}

/** The unsubscribe link of every newsletter mail. Idempotent. */
export async function unsubscribe(deps: ServiceDeps, token: string) {
  const row = await subscriberOfToken(deps, token, 'nl-unsub');
  if (row.status !== 'unsubscribed') {
    await updateSubscriber(deps.db, row.id, { status: 'unsubscribed' });
  }
  return { ok: true as const, email: row.email, status: 'unsubscribed' as const };
}
