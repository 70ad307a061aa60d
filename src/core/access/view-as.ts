import { PLANS, PLANS_IN_ORDER } from './plans';
import type { Plan } from './plans';
import { subjectForPlan } from './viewer';
import type { AccessSubject } from './viewer';

/**
 * 'View as' (decision 0054): the operator looks at the site as one kind of customer would.
 * A visitor (no session) or an active member on one plan ('free' is a signed-in member without premium).
 * The viewer policy applies that viewer instead of the admin session (`effectiveViewer` in policy.ts).
 */
/**
 * The cookie that carries the choice; it counts only with a valid admin session (the server checks).
 * Here, not beside the Zod schemas: the app shell reads it, and must not load Zod for it.
 */
export const VIEW_AS_COOKIE = 'view_as';

export const VIEW_AS_KINDS = ['visitor', ...PLANS_IN_ORDER] as const;
export type ViewAs = (typeof VIEW_AS_KINDS)[number];

export const isViewAs = (v: unknown): v is ViewAs =>
  typeof v === 'string' && (VIEW_AS_KINDS as readonly string[]).includes(v);

/** The name the banner and the picker show: 'Visitor', 'Free member', 'Individual plan' ... */
export function viewAsLabel(kind: ViewAs): string {
  if (kind === 'visitor') return 'Visitor';
  if (kind === 'free') return 'Free member';
  return `${PLANS[kind as Plan].label} plan`;
}

/** The access subject of that viewer: null for a visitor, an active member on the plan otherwise. */
export function viewAsSubject(kind: ViewAs): AccessSubject | null {
  return kind === 'visitor' ? null : subjectForPlan(kind);
}

/** The message every write answers (403) while the operator views the site as someone. */
export const viewAsWriteMessage = (kind: ViewAs) =>
  `You are viewing the site as: ${viewAsLabel(kind)}. Nothing can be saved while viewing as someone; return to your own view first.`;
