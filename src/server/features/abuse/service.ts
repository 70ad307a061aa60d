import { AppError } from '../../../core/errors';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { forgetFlaggedIps } from '../../abuse/ip-status';
import { findPatternByIp, updatePattern } from '../../abuse/repo';
import { insertManualPattern, setEventsBlocked, unblockPattern, updatePatternByIp } from './repo';

interface BlockRequest {
  ipAddress: string;
  reason?: string | null;
  blockedBy: string;
  /** The operator's own address as this server sees it: never blockable from the screen. */
  clientIp: string;
}

/** Blocks an address (creating its pattern when it has none) and flags its events. */
export async function blockIp(db: Db, clock: Clock, req: BlockRequest): Promise<void> {
  const { ipAddress, reason, blockedBy, clientIp } = req;
  // Pattern and events change together or not at all.
  await inTransaction(db, async (tx) => {
    if (ipAddress === clientIp)
      throw new AppError('CONFLICT', 'This is your own IP address; it cannot be blocked');
    const pattern = await findPatternByIp(tx, ipAddress);
    if (pattern?.isWhitelisted)
      throw new AppError('CONFLICT', 'This IP address is whitelisted and cannot be blocked');
    const at = clock.now();
    const set = { blocked: true, blockedBy, notes: reason || pattern?.notes || null, lastDetected: at };
    if (pattern) await updatePattern(tx, pattern.id, set);
    else await insertManualPattern(tx, { ipAddress, ...set, firstDetected: at });
    await setEventsBlocked(tx, ipAddress, true);
  });
  await forgetFlaggedIps();
}

/** Lifts the block of an address; NOT_FOUND when it was not blocked. */
export async function unblockIp(db: Db, ipAddress: string): Promise<void> {
  // Pattern and events change together or not at all.
  await inTransaction(db, async (tx) => {
    if (!(await unblockPattern(tx, ipAddress)))
      throw new AppError('NOT_FOUND', 'This IP address is not blocked');
    await setEventsBlocked(tx, ipAddress, false);
  });
  await forgetFlaggedIps();
}

/** Whitelists an address (creating its pattern when it has none), which also unblocks it. */
export async function whitelistIp(
  db: Db,
  clock: Clock,
  ipAddress: string,
  whitelistedBy: string,
): Promise<void> {
  // Pattern and events change together or not at all.
  await inTransaction(db, async (tx) => {
    const at = clock.now();
    const set = { isWhitelisted: true, blocked: false, whitelistedBy };
    if (!(await updatePatternByIp(tx, ipAddress, set)))
      await insertManualPattern(tx, { ipAddress, ...set, firstDetected: at, lastDetected: at });
    // A whitelisted address is not blocked, so neither are its events.
    await setEventsBlocked(tx, ipAddress, false);
  });
  await forgetFlaggedIps();
}
