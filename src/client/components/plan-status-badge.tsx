import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
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

/**
 * The member's plan status with the date that ends it: the status badge, then 'ends December 12, 2026' or
 * 'access until ...' beside it (wrapping under it on a narrow card, the badge whole).
 */
export function MemberPlanStatus({ member, className }: { member: MemberPlan; className?: string }) {
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-300', className)}
      data-testid="member-plan-status"
    >
      <PlanStatusBadge status={member.status}>{member.label}</PlanStatusBadge>
      {member.until ? (
        <>
          {' '}
          <span>
            {member.until.word} {formatLongDay(member.until.at)}
          </span>
        </>
      ) : null}
    </p>
  );
}
