import type { Deps } from '../../deps';
import { ALERT_UNSUBSCRIBE_PURPOSE } from './mails';
import { turnAlertsOff } from './repo';

/** The user id of a valid alert unsubscribe token, or null. */
export function readUnsubscribeToken(deps: Deps, token: string): number | null {
  const data = deps.signer.verify<{ p?: string; u?: number }>(token, deps.clock.now());
  return data && data.p === ALERT_UNSUBSCRIBE_PURPOSE && typeof data.u === 'number' ? data.u : null;
}

/** Turns every alert off for the token's user; false when the token is not valid. */
export async function unsubscribe(deps: Deps, token: string): Promise<boolean> {
  const userId = readUnsubscribeToken(deps, token);
  if (userId === null) return false;
  await turnAlertsOff(deps.db, userId, deps.clock.now());
  return true;
}
