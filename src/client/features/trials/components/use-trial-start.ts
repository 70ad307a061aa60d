import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/client/lib/current-user';
import { useBillingStatus } from '@/client/lib/billing-status';
import { statusGivesAccess } from '@/core/access/plans';
import type { SelfServePlan } from '@/core/access/plans';
import { useStartTrial } from '../api/billing';

/** Who asks for the trial, their plan state, and the start; `autoStart` starts it once, as soon as it may. */
export function useTrialStart(plan: SelfServePlan, autoStart: boolean) {
  const { user, isLoading } = useCurrentUser();
  const status = useBillingStatus(Boolean(user));
  const start = useStartTrial();
  const billing = status.data;
  const hasAccess = Boolean(billing && billing.plan !== 'free' && statusGivesAccess(billing.status));
  const canStart = Boolean(user && billing && !hasAccess && billing.trialAvailable);

  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current || !canStart) return;
    started.current = true;
    start.mutate(plan);
  }, [autoStart, canStart, plan, start]);

  return { user, isLoading, status, billing, start, hasAccess, canStart };
}
