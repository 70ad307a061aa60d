import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { AppError } from '../../core/errors';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { adminAuditLog } from '../db/schema';

/**
 * The audit log of the back office (docs/features/admin.md 'Audit log'): every admin
 * write appends exactly one row to `admin_audit_log` (append-only: the database refuses UPDATE,
 * DELETE and TRUNCATE). One mechanism for every route:
 *
 * - The admin guard (plugins/admin-guard.ts) gives every admin write route the `writeAuditRow`
 *   onSend hook: a successful answer (status < 400) by a known operator writes the row before the
 *   answer leaves, so whoever gets the answer can already read the row.
 * - A handler describes its change with `auditChange(req, { action, targetType, targetId, before,
 *   after, reason })`; without it the row still names the operator, the route (`POST
 *   /api/admin/...`), the `:id` param and the body (secrets dropped).
 * - A write that changes the database calls `recordAudit(tx, req, note)` inside its own
 *   transaction (`inTransaction`, or a service's `audit` hook of type `AuditInTx`), so the change
 *   and its row commit or roll back together; the hook then writes nothing more (still exactly one
 *   row). The hook alone is the fallback for writes with no database change of their own.
 */
export interface AuditNote {
  /** e.g. 'subscriber.delete'; default: the route's action name (ACTIONS) or 'METHOD /path'. */
  action?: string;
  targetType?: string | null;
  targetId?: string | number | null;
  /** The changed fields before and after (pass whole rows: only differing fields are kept). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** Who acted when the request has no admin session yet (an invite accepted). */
  actor?: { id: number | null; label: string };
  /** The answer changed nothing (a no-op write): no row. */
  skip?: boolean;
}

interface AuditState {
  note: AuditNote;
  recorded: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditState?: AuditState;
  }
}

/** Names of the admin write routes' actions (method + route path). Others fall back to 'METHOD /path'. */
export const ACTIONS: Record<string, { action: string; targetType: string | null }> = {
  'POST /api/admin/login': { action: 'admin.sign-in', targetType: 'session' },
  'POST /api/admin/operator-login': { action: 'admin.sign-in', targetType: 'session' },
  'POST /api/admin/logout': { action: 'admin.sign-out', targetType: 'session' },
  'POST /api/admin/change-password': { action: 'admin.change-shared-password', targetType: 'setting' },
  'POST /api/admin/refresh-data': { action: 'market-data.refresh', targetType: 'market-data' },
  'POST /api/admin/subscribers': { action: 'subscriber.create', targetType: 'subscriber' },
  'PATCH /api/admin/subscribers/:id': { action: 'subscriber.update', targetType: 'subscriber' },
  'DELETE /api/admin/subscribers/:id': { action: 'subscriber.delete', targetType: 'subscriber' },
  'PATCH /api/admin/registrations/:id': { action: 'registration.update', targetType: 'registration' },
  'DELETE /api/admin/registrations/:id': { action: 'registration.delete', targetType: 'registration' },
  'POST /api/admin/registrations/:id/end-sessions': {
    action: 'registration.end-sessions',
    targetType: 'registration',
  },
  'POST /api/admin/registrations/:id/access': { action: 'access.grant', targetType: 'registration' },
  'POST /api/admin/registrations/:id/access/end': { action: 'access.end', targetType: 'registration' },
  'POST /api/admin/registrations/:id/api-keys': { action: 'api-key.issue', targetType: 'registration' },
  'DELETE /api/admin/registrations/:id/api-keys/:keyId': { action: 'api-key.revoke', targetType: 'api-key' },
  'PATCH /api/admin/contact-messages/:id/status': { action: 'contact.status', targetType: 'contact-message' },
  'POST /api/admin/contact-messages/reply': { action: 'contact.reply', targetType: 'contact-message' },
  'POST /api/admin/newsletter-subscribers': {
    action: 'newsletter.create',
    targetType: 'newsletter-subscriber',
  },
  'PATCH /api/admin/newsletter-subscribers/:id': {
    action: 'newsletter.update',
    targetType: 'newsletter-subscriber',
  },
  'DELETE /api/admin/newsletter-subscribers/:id': {
    action: 'newsletter.delete',
    targetType: 'newsletter-subscriber',
  },
  'POST /api/admin/abuse-events/:id/resolve': { action: 'abuse.resolve', targetType: 'abuse-event' },
  'POST /api/admin/abuse-patterns/block': { action: 'abuse.block', targetType: 'ip' },
  'POST /api/admin/abuse-patterns/unblock': { action: 'abuse.unblock', targetType: 'ip' },
  'POST /api/admin/abuse-patterns/whitelist': { action: 'abuse.whitelist', targetType: 'ip' },
  'POST /api/admin/mail-outbox/:id/resend': { action: 'mail.resend', targetType: 'mail' },
  'POST /api/admin/weekly-thoughts': { action: 'thought.create', targetType: 'weekly-thought' },
  'PUT /api/admin/weekly-thoughts/:id': { action: 'thought.update', targetType: 'weekly-thought' },
  'DELETE /api/admin/weekly-thoughts/:id': { action: 'thought.delete', targetType: 'weekly-thought' },
  'POST /api/admin/dashboard-events': { action: 'event.create', targetType: 'dashboard-event' },
  'PUT /api/admin/dashboard-events/:id': { action: 'event.update', targetType: 'dashboard-event' },
  'DELETE /api/admin/dashboard-events/:id': { action: 'event.delete', targetType: 'dashboard-event' },
  'POST /api/weekly-videos': { action: 'video.create', targetType: 'video' },
  'PUT /api/weekly-videos/:id': { action: 'video.update', targetType: 'video' },
  'DELETE /api/weekly-videos/:id': { action: 'video.deactivate', targetType: 'video' },
  'POST /api/admin/operators': { action: 'operator.invite', targetType: 'operator' },
  'PATCH /api/admin/operators/:id': { action: 'operator.update', targetType: 'operator' },
  'POST /api/admin/operators/invite/enrol': { action: 'operator.enrol-start', targetType: 'operator' },
  'POST /api/admin/operators/invite/accept': { action: 'operator.activate', targetType: 'operator' },
  'DELETE /api/admin/abuse/whitelist/:ip': { action: 'abuse.whitelist-remove', targetType: 'ip' },
  'PATCH /api/admin/testimonials/:id': { action: 'testimonial.verify', targetType: 'testimonial' },
  'PUT /api/admin/view-as': { action: 'view-as.set', targetType: 'session' },
  'DELETE /api/admin/view-as': { action: 'view-as.clear', targetType: 'session' },
  'DELETE /api/admin/sessions/:id': { action: 'session.revoke', targetType: 'session' },
  'POST /api/admin/shared-password': { action: 'admin.shared-password', targetType: 'setting' },
};

/** Body fields never written to the log. */
const SECRET_KEYS = /password|token|code|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.test(k)));
}

/** A lone UTF-16 surrogate (JSON can carry it, PostgreSQL's jsonb refuses it): stored as U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (s: string) => s.replace(LONE_SURROGATE, '\ufffd');

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? wellFormed(v) : v)),
  ) as unknown;
}

/** Keeps only the fields whose values differ between the two rows (both sides), when both are objects. */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const b = plain(before);
  const a = plain(after);
  if (!b || !a || typeof b !== 'object' || typeof a !== 'object' || Array.isArray(b) || Array.isArray(a)) {
    return { before: withoutSecrets(b), after: withoutSecrets(a) };
  }
  const bo = b as Record<string, unknown>;
  const ao = a as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(bo), ...Object.keys(ao)])].filter(
    (k) => !SECRET_KEYS.test(k) && JSON.stringify(bo[k]) !== JSON.stringify(ao[k]),
  );
  return {
    before: Object.fromEntries(keys.filter((k) => k in bo).map((k) => [k, bo[k]])),
    after: Object.fromEntries(keys.filter((k) => k in ao).map((k) => [k, ao[k]])),
  };
}

function state(req: FastifyRequest): AuditState {
  req.auditState ??= { note: {}, recorded: false };
  return req.auditState;
}

/** Describes the change this admin write makes; the row is written when the answer succeeds. */
export function auditChange(req: FastifyRequest, note: AuditNote): void {
  const s = state(req);
  s.note = { ...s.note, ...note };
}

function rowOf(req: FastifyRequest, note: AuditNote) {
  const actor =
    note.actor ?? (req.adminOperator ? { id: req.adminOperator.id, label: req.adminOperator.label } : null);
  if (!actor) return null;
  const routePath = req.routeOptions.url ?? req.url.split('?')[0];
  const known = ACTIONS[`${req.method} ${routePath}`];
  const params = (req.params ?? {}) as Record<string, unknown>;
  const paramId = params.id ?? params.keyId ?? params.ip ?? null;
  const hasChange = note.before !== undefined || note.after !== undefined;
  const { before, after } = hasChange
    ? changedFields(note.before ?? null, note.after ?? null)
    : { before: null, after: withoutSecrets(plain(req.body ?? null)) };
  const targetId = note.targetId !== undefined ? note.targetId : paramId;
  return {
    operatorId: actor.id,
    operator: actor.label,
    ip: req.ip,
    action: note.action ?? known?.action ?? `${req.method} ${routePath}`,
    targetType: note.targetType !== undefined ? note.targetType : (known?.targetType ?? null),
    targetId: targetId === null || targetId === undefined ? null : wellFormed(String(targetId)),
    before,
    after,
    reason: note.reason ? wellFormed(note.reason) : null,
  };
}

/** A service's hook that writes the audit row (recordAudit) inside the service's own transaction. */
export type AuditInTx<T = void> = (tx: Db, result: T) => Promise<void>;

/**
 * Writes the row now, on `db` (a transaction of the handler's, so it commits or rolls back with the
 * change). The hook then writes nothing for this request.
 */
export async function recordAudit(db: Db, req: FastifyRequest, note: AuditNote = {}): Promise<void> {
  const s = state(req);
  if (s.recorded) throw new Error('recordAudit called twice for one request');
  s.note = { ...s.note, ...note };
  const row = rowOf(req, s.note);
  if (!row) return;
  await db.insert(adminAuditLog).values({ ...row, at: req.server.deps.clock.now() });
  s.recorded = true;
}

/**
 * Runs `write` and the request's audit row in one transaction (both commit or neither); `note`
 * describes the change from the write's result, read on the same transaction.
 */
export function auditedWrite<T>(
  db: Db,
  req: FastifyRequest,
  write: (tx: Db) => Promise<T>,
  note: (result: T, tx: Db) => AuditNote | Promise<AuditNote>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const result = await write(tx);
    await recordAudit(tx, req, await note(result, tx));
    return result;
  });
}

/**
 * `auditedWrite` for an update or a delete of one row: a write that touched none answers NOT_FOUND
 * ('<what> not found') and records nothing.
 */
export function auditedRowWrite<T>(
  db: Db,
  req: FastifyRequest,
  what: string,
  write: (tx: Db) => Promise<T | null | undefined | false>,
  note: (row: T) => AuditNote,
): Promise<T> {
  return auditedWrite(
    db,
    req,
    async (tx) => {
      const row = await write(tx);
      if (!row) throw new AppError('NOT_FOUND', `${what} not found`);
      return row;
    },
    note,
  );
}

/** onSend hook of every admin write route (added by the admin guard). */
export const writeAuditRow: onSendHookHandler = async (req: FastifyRequest, reply: FastifyReply, payload) => {
  const s = req.auditState;
  if (reply.statusCode >= 400 || s?.recorded || s?.note.skip) return payload;
  const row = rowOf(req, s?.note ?? {});
  if (!row) return payload;
  await req.server.deps.db.insert(adminAuditLog).values({ ...row, at: req.server.deps.clock.now() });
  if (s) s.recorded = true;
  return payload;
};
