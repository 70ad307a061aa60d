import type { Deps } from '../../deps';
import { storeOnce } from '../../lib/idempotency';
import { sendContactAcknowledgement, sendOperatorNotice } from './mails';
import type { StoredContactMessage } from './mails';
import { insertContactMessage } from './repo';

type ContactDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer'>;

/**
 * Stores a visitor's message as 'new' for the admin and mails the operator's copy and the sender's
 * acknowledgement (both capped, decision 0040). With the form's Idempotency-Key a retry of a post
 * that was stored (its answer lost, or a 503 after the commit) stores and mails nothing again.
 */
export async function receiveContactMessage(
  deps: ContactDeps,
  body: Omit<StoredContactMessage, 'id'>,
  meta: { ip: string; key: string | null },
): Promise<void> {
  const now = deps.clock.now();
  const post = { scope: 'contact', key: meta.key, body, now };
  const { result, first } = await storeOnce(deps.db, post, async (tx) => ({
    id: await insertContactMessage(tx, { ...body, status: 'new', submittedAt: now, ipAddress: meta.ip }),
  }));
  if (!first) return;
  await sendOperatorNotice(deps, { ...body, id: result.id });
  await sendContactAcknowledgement(deps, { id: result.id, email: body.email });
}
