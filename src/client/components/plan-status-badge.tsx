import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { formatLongDay } from '@/client/lib/format';
import { PLAN_STATUS_LABELS } from '@/core/access/member-plan';
import type { MemberPlan } from '@/core/access/member-plan';
import type { PlanStatus } from '@/core/access/plans';

const STATUS_VARIANTS: Record<PlanStatus, BadgeVariant> = {
  trial: 'blue',
  active: 'green',
  past_due: 'red',
  cancelled: 'grey',
  expired: 'grey',
};

/** A plan status in the member's words and its colour: 'Free trial', 'Active', 'Payment due', ... */
export function PlanStatusBadge({
  status,
  children,
  className,
  ...rest
}: {
  status: PlanStatus;
  children?: React.ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className} {...rest}>
      {children ?? PLAN_STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'Free trial · ends December 12, 2026', 'Cancelled · access until ...', 'Active'. */
export const memberPlanText = (m: MemberPlan) =>
  m.until ? `${m.label} · ${m.until.word} ${formatLongDay(m.until.at)}` : m.label;

/** The member's plan status with the date that ends it, as one badge. */
export function MemberPlanBadge({ member, className }: { member: MemberPlan; className?: string }) {
  return (
    <PlanStatusBadge status={member.status} className={className} data-testid="member-plan-status">
      {memberPlanText(member)}
    </PlanStatusBadge>
  );
}
