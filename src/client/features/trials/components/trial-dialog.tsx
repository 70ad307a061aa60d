import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { PLANS } from '@/core/access/plans';
import type { SelfServePlan } from '@/core/access/plans';
import { messageOf } from '../api/billing';
import { PlanActive, TrialLoading, TrialOffer, TrialRunning, VisitorButtons } from './trial-dialog-views';
import { useTrialStart } from './use-trial-start';

/**
 * 'Start Free Trial' of a plan: a member's trial starts at once, one per account and address.
 * A visitor is sent through register (or sign in) and comes back here (`autoStart`), where it starts.
 */
export default function TrialDialog({
  plan,
  onClose,
  autoStart = false,
}: {
  plan: SelfServePlan;
  onClose: () => void;
  /** Back from sign-in with this plan asked for: start without a second click. */
  autoStart?: boolean;
}) {
  const { user, isLoading, status, billing, start, hasAccess, canStart } = useTrialStart(plan, autoStart);
  const label = PLANS[plan].label;

  const close = (
    <Button type="button" variant="outline" onClick={onClose}>
      Close
    </Button>
  );
  let body: React.ReactNode;
  let footer: React.ReactNode = close;

  if (isLoading || (user && status.isLoading) || start.isPending) {
    body = <TrialLoading message={start.isPending ? `Starting your ${label} trial...` : 'Loading...'} />;
  } else if (!user) {
    body = (
      <p className="text-slate-300">
        Create a free account (or sign in) and you come straight back here: your free {label} trial starts at
        once. No payment details needed.
      </p>
    );
    footer = <VisitorButtons plan={plan} />;
  } else if (status.isError || !billing) {
    body = <Alert variant="destructive">Could not load your plan. Please try again.</Alert>;
  } else if (billing.status === 'trial' && billing.plan !== 'free') {
    body = <TrialRunning billing={billing} on={billing.plan} plan={plan} justStarted={start.isSuccess} />;
  } else if (hasAccess && billing.plan !== 'free') {
    body = <PlanActive active={billing.plan} canManageBilling={billing.canManageBilling} />;
  } else {
    const refused = start.isError ? messageOf(start.error) : null;
    body = <TrialOffer billing={billing} plan={plan} email={user.email} refused={refused} />;
    if (canStart && !refused) {
      footer = (
        <>
          {close}
          <Button type="button" onClick={() => start.mutate(plan)}>
            Start My Free Trial
          </Button>
        </>
      );
    }
  }

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label} free trial</DialogTitle>
          <DialogDescription>
            {label} plan: {PLANS[plan].monthlyCents ? `$${PLANS[plan].monthlyCents / 100}/month` : ''} after
            the trial, if you choose to subscribe.
          </DialogDescription>
        </DialogHeader>
        {/* A refused start (409: trial used, or premium already) is said in the server's words, whatever the
            state read since. */}
        {user && start.isError ? (
          <Alert variant="destructive" data-testid="trial-refused">
            {messageOf(start.error)}
          </Alert>
        ) : null}
        {body}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
