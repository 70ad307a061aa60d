import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit-log';
import { refuseWeakPassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { getSetting, setSetting } from '../../lib/settings';
import { hashToken, randomToken } from '../../lib/tokens';
import { deleteOperatorSessions, deleteSharedPasswordSessions } from '../../sessions/admin-sessions';
import { operatorInviteMail } from './mails';
import {
  countNamedOwners,
  findOperator,
  findOperatorByEmail,
  findOperatorByInvite,
  insertOperator,
  normalEmail,
  updateOperator,
} from './repo';
import type { OperatorPatch, OperatorRow } from './repo';
import {
  checkTotp,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpKey,
} from './totp';

export const SHARED_PASSWORD_SETTING = 'admin_shared_password';
export const INVITE_DAYS = 7;
const INVITE_TTL_MS = INVITE_DAYS * 24 * 60 * 60_000;
const INVITE_INVALID = 'This invite link is not valid or has expired';
const WRONG_CODE = 'That code is not right: enter the current 6-digit code from your app';

type Deps = FastifyInstance['deps'];
type SignedInOperator = NonNullable<FastifyRequest['adminOperator']>;

/** Whether the shared admin password still opens the back office (on until a named owner turns it off). */
export async function sharedPasswordEnabled(app: FastifyInstance): Promise<boolean> {
  return (await getSetting(app.deps.db, SHARED_PASSWORD_SETTING)) !== 'off';
}

/**
 * Creates an invited operator (with its audit row, in one transaction), then mails the invite.
 * The mail goes out after the commit: a rolled-back invite never reaches anyone.
 */
export async function inviteOperator(
  deps: Deps,
  req: FastifyRequest,
  by: SignedInOperator,
  input: { email: string; role: 'owner' | 'staff' },
): Promise<{ row: OperatorRow; inviteUrl: string }> {
  const email = normalEmail(input.email);
  if (await findOperatorByEmail(deps.db, email)) {
    throw new AppError('CONFLICT', 'There is already an operator with this email', [
      { path: 'email', message: 'There is already an operator with this email' },
    ]);
  }
  const token = randomToken();
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (tx) => {
    const r = await insertOperator(tx, {
      email,
      role: input.role,
      invitedBy: by.label,
      inviteTokenHash: hashToken(token),
      inviteExpiresAt: new Date(now.getTime() + INVITE_TTL_MS),
      createdAt: now,
    });
    await recordAudit(tx, req, { targetId: r.id, before: null, after: { email, role: r.role } });
    return r;
  });
  const inviteUrl = `${deps.config.PUBLIC_URL}/admin/accept-invite?token=${encodeURIComponent(token)}`;
  const mail = operatorInviteMail({ invitedBy: by.label, role: row.role, url: inviteUrl, days: INVITE_DAYS });
  await deps.mailer.send({
    kind: 'operator-invite',
    to: email,
    subject: 'Your TrendLab back office invite',
    ...mail,
  });
  return { row, inviteUrl };
}

/** Changes an operator's role or disables it; its sessions end when it loses either. */
export async function changeOperator(
  deps: Deps,
  req: FastifyRequest,
  by: SignedInOperator,
  id: number,
  input: { role?: 'owner' | 'staff'; disabled?: boolean },
): Promise<OperatorRow> {
  const row = await findOperator(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Operator not found');
  if (row.id === by.id && (input.disabled || input.role === 'staff')) {
    throw new AppError('CONFLICT', 'You cannot disable yourself or take away your own owner role');
  }
  const patch: OperatorPatch = {};
  if (input.role !== undefined) patch.role = input.role;
  if (input.disabled !== undefined) patch.disabledAt = input.disabled ? deps.clock.now() : null;
  const view = (r: OperatorRow) => ({ role: r.role, disabled: r.disabledAt !== null });
  return inTransaction(deps.db, async (tx) => {
    const u = await updateOperator(tx, row.id, patch);
    if (u.disabledAt || u.role !== row.role) await deleteOperatorSessions(tx, row.id);
    await recordAudit(tx, req, { targetId: row.id, before: view(row), after: view(u) });
    return u;
  });
}

/** The operator an invite token names, if the invite is still open. */
export async function invitedOperator(deps: Deps, token: string): Promise<OperatorRow> {
  const row = await findOperatorByInvite(deps.db, hashToken(token));
  const open =
    row &&
    !row.activatedAt &&
    !row.disabledAt &&
    row.inviteExpiresAt &&
    row.inviteExpiresAt > deps.clock.now();
  if (!open) throw new AppError('NOT_FOUND', INVITE_INVALID);
  return row;
}

/** A new authenticator secret each time it is asked for (the page reloaded): only the last one shown is kept. */
export async function enrolAuthenticator(deps: Deps, token: string) {
  const row = await invitedOperator(deps, token);
  const secret = newTotpSecret();
  await updateOperator(deps.db, row.id, { totpSecret: sealSecret(totpKey(deps.signer), secret) });
  return enrolmentOf(row.email, secret);
}

/** Activates an invited operator once its password and first authenticator code are right. */
export async function acceptInvite(
  deps: Deps,
  req: FastifyRequest,
  input: { token: string; password: string; code: string },
): Promise<{ recoveryCodes: string[] }> {
  const row = await invitedOperator(deps, input.token);
  if (!row.totpSecret) throw new AppError('CONFLICT', 'Add the authenticator first (reload the invite page)');
  refuseWeakPassword(input.password, row.email);
  const secret = openSecret(totpKey(deps.signer), row.totpSecret);
  const step = await checkTotp(secret, input.code, deps.clock.now(), null);
  if (step === null) throw new AppError('VALIDATION', WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
  const codes = newRecoveryCodes();
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps.db, async (tx) => {
    await updateOperator(tx, row.id, {
      passwordHash,
      totpLastStep: step,
      recoveryCodeHashes: codes.map(hashRecoveryCode),
      inviteTokenHash: null,
      inviteExpiresAt: null,
      activatedAt: now,
    });
    await recordAudit(tx, req, {
      actor: { id: row.id, label: row.email },
      targetId: row.id,
      before: { status: 'invited' },
      after: { status: 'active' },
    });
  });
  return { recoveryCodes: codes };
}

let dummyHash: Promise<string> | undefined;

/** The id of the operator with this email, or null: sign-in throttling counts per account. */
export async function operatorIdFor(deps: Deps, email: string): Promise<number | null> {
  return (await findOperatorByEmail(deps.db, email))?.id ?? null;
}

/**
 * The operator whose email, password and authenticator (or recovery) code are all right, or null.
 * A hash is checked even for an unknown email, so timing does not tell accounts apart. A used code's
 * step, or a used recovery code, is spent; `recoveryCodesLeft` says when a recovery code was used.
 */
export async function checkOperatorCredentials(
  deps: Deps,
  input: { email: string; password: string; code: string },
): Promise<{ row: OperatorRow; recoveryCodesLeft?: number } | null> {
  const row = await findOperatorByEmail(deps.db, input.email);
  const usable = row && row.activatedAt && !row.disabledAt && row.passwordHash && row.totpSecret;
  dummyHash ??= hashPassword(randomToken());
  const passwordOk = await verifyPassword(usable ? row.passwordHash! : await dummyHash, input.password);
  if (!usable || !passwordOk) return null;
  const code = input.code.trim();
  const secret = openSecret(totpKey(deps.signer), row.totpSecret!);
  const step = await checkTotp(secret, code, deps.clock.now(), row.totpLastStep ?? null);
  if (step !== null) {
    await updateOperator(deps.db, row.id, { totpLastStep: step });
    return { row };
  }
  const hashes = row.recoveryCodeHashes ?? [];
  const h = hashRecoveryCode(code);
  if (!hashes.includes(h)) return null;
  await updateOperator(deps.db, row.id, { recoveryCodeHashes: hashes.filter((x) => x !== h) });
  return { row, recoveryCodesLeft: hashes.length - 1 };
}

/** Whether the shared password is on, and how many named owners could sign in without it. */
export async function sharedPasswordState(app: FastifyInstance) {
  return { enabled: await sharedPasswordEnabled(app), namedOwners: await countNamedOwners(app.deps.db) };
}

/** Turns the shared password on or off; off ends every session it opened. Only a named owner may turn it off. */
export async function setSharedPassword(
  app: FastifyInstance,
  req: FastifyRequest,
  by: SignedInOperator,
  enabled: boolean,
) {
  const before = await sharedPasswordState(app);
  if (!enabled && (by.id === null || before.namedOwners === 0)) {
    throw new AppError(
      'CONFLICT',
      'Sign in as a named owner (with your authenticator) to turn the shared password off',
    );
  }
  await inTransaction(app.deps.db, async (tx) => {
    await setSetting(tx, SHARED_PASSWORD_SETTING, enabled ? 'on' : 'off');
    if (!enabled) await deleteSharedPasswordSessions(tx);
    await recordAudit(tx, req, {
      targetId: 'shared-password',
      before: { enabled: before.enabled },
      after: { enabled }, // what sharedPasswordEnabled reads back after the commit
    });
  });
  return sharedPasswordState(app);
}
