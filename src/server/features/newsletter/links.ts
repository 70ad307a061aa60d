import { newsletterApi } from '../../../core/api/newsletter';
import { oneClickUrl } from '../../mail/one-click';
import type { Deps } from '../../deps';

const YEAR_MS = 365 * 24 * 60 * 60_000;
// Tokens travel in the fragment: browsers never send it, so it stays out of request logs.
/** Confirmation links expire; unsubscribe links must keep working in old mails. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
export const UNSUBSCRIBE_TTL_MS = 10 * YEAR_MS;

type LinkDeps = Pick<Deps, 'signer' | 'clock' | 'config'>;

export function confirmUrl(deps: LinkDeps, subscriberId: number): string {
  const token = deps.signer.sign({ p: 'nl-confirm', sid: subscriberId }, CONFIRM_TTL_MS, deps.clock.now());
  return `${deps.config.PUBLIC_URL}/newsletter/confirm#token=${encodeURIComponent(token)}`;
}

const unsubscribeToken = (deps: LinkDeps, subscriberId: number) =>
  deps.signer.sign({ p: 'nl-unsub', sid: subscriberId }, UNSUBSCRIBE_TTL_MS, deps.clock.now());

/** The link every newsletter mail carries (the admin's newsletter sends use it too). */
export function unsubscribeUrl(deps: LinkDeps, subscriberId: number): string {
  return `${deps.config.PUBLIC_URL}/newsletter/unsubscribe#token=${encodeURIComponent(unsubscribeToken(deps, subscriberId))}`;
}

/** The List-Unsubscribe header's target (RFC 8058): a POST unsubscribes at once. */
export function oneClickUnsubscribeUrl(deps: LinkDeps, subscriberId: number): string {
  return oneClickUrl(
    deps.config.PUBLIC_URL,
    newsletterApi.oneClick.path,
    unsubscribeToken(deps, subscriberId),
  );
}

/** The subscriber id of a valid token of the given purpose, or null. */
export function readLinkToken(
  deps: Pick<Deps, 'signer' | 'clock'>,
  token: string,
  purpose: 'nl-confirm' | 'nl-unsub',
): number | null {
  const data = deps.signer.verify<{ p?: string; sid?: number }>(token, deps.clock.now());
  if (!data || data.p !== purpose || typeof data.sid !== 'number') return null;
  return data.sid;
}
