import { AppError } from '../../../core/errors';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditInTx } from '../../lib/audit-log';
import { forgetFlaggedIps } from '../../abuse/ip-status';
import { findPatternByIp, updatePattern } from '../../abuse/repo';
import {
  insertManualPattern,
  setEventsBlocked,
  unblockPattern,
  unwhitelistPattern,
  updatePatternByIp,
} from './repo';

interface BlockRequest {
  ipAddress: string;
  reason?: string | null;
  blockedBy: string;
  /** The operator's own address as this server sees it: never blockable from the screen. */
  clientIp: string;
}

/**
 * The pattern's notes with the block's reason added on a line of its own: what was noted before
 * stays, and a reason already there (blocked again after an unblock) is not repeated.
 */
function notesWithReason(notes: string | null, reason: string | null | undefined): string | null {
  const why = reason?.trim();
  if (!why) return notes;
  if (!notes?.trim()) return why;
  return notes.split('\n').some((l) => l.trim() === why) ? notes : `${notes}\n${why}`;
}

/**
 * Blocks an address (creating its pattern when it has none) and flags its events. The block is
 * recorded (blocked, blockedBy, the reason in the notes); what the detectors found (type, risk
 * score, occurrences, first and last detection) is theirs and stays as it was.
 */
export async function blockIp(db: Db, clock: Clock, req: BlockRequest, audit?: AuditInTx): Promise<void> {
  const { ipAddress, reason, blockedBy, clientIp } = req;
  // Pattern and events change together or not at all.
  await inTransaction(db, async (tx) => {
    if (ipAddress === clientIp)
      throw new AppError('CONFLICT', 'This is your own IP address; it cannot be blocked');
    const pattern = await findPatternByIp(tx, ipAddress);
    if (pattern?.isWhitelisted)
      throw new AppError('CONFLICT', 'This IP address is whitelisted and cannot be blocked');
    if (pattern) {
      await updatePattern(tx, pattern.id, {
        blocked: true,
        blockedBy,
        notes: notesWithReason(pattern.notes, reason),
      });
    } else {
      // An address never seen: the operator's block is its only sighting.
      const at = clock.now();
      await insertManualPattern(tx, {
        ipAddress,
        blocked: true,
        blockedBy,
        notes: notesWithReason(null, reason),
        firstDetected: at,
        lastDetected: at,
      });
    }
    await setEventsBlocked(tx, ipAddress, true);
    await audit?.(tx);
  });
  await forgetFlaggedIps();
}

/** Lifts the block of an address; NOT_FOUND when it was not blocked. */
export async function unblockIp(db: Db, ipAddress: string, audit?: AuditInTx): Promise<void> {
  // Pattern and events change together or not at all.
  await inTransaction(db, async (tx) => {
    if (!(await unblockPattern(tx, ipAddress)))
      throw new AppError('NOT_FOUND', 'This IP address is not blocked');
    await setEventsBlocked(tx, ipAddress, false);
    await audit?.(tx);
  });
  await forgetFlaggedIps();
}

/** Whitelists an address (creating its pattern when it has none), which also unblocks it. */
export async function whitelistIp(
  db: Db,
  clock: Clock,
  ipAddress: string,
  whitelistedBy: string,
  audit?: AuditInTx,
): Promise<void> {
  // Pattern and events change together or not at all.
  await inTransaction(db, async (tx) => {
    const at = clock.now();
    const set = { isWhitelisted: true, blocked: false, whitelistedBy };
    if (!(await updatePatternByIp(tx, ipAddress, set)))
      await insertManualPattern(tx, { ipAddress, ...set, firstDetected: at, lastDetected: at });
    // A whitelisted address is not blocked, so neither are its events.
    await setEventsBlocked(tx, ipAddress, false);
    await audit?.(tx);
  });
  await forgetFlaggedIps();
}

/**
 * Takes an address off the whitelist: it is then neither blocked nor whitelisted, so Block
 * and Whitelist are offered again and a Block holds. NOT_FOUND when it was not whitelisted.
 */
export async function removeWhitelist(db: Db, ipAddress: string, audit?: AuditInTx): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await unwhitelistPattern(tx, ipAddress)))
      throw new AppError('NOT_FOUND', 'This IP address is not whitelisted');
    await audit?.(tx);
  });
  await forgetFlaggedIps();
}
