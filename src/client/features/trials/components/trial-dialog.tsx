import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
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
import { paths } from '@/client/config/paths';
import { useCurrentUser } from '@/client/lib/current-user';
import { ApiError } from '@/client/lib/api';
import { PLAN_LABELS } from '@/core/schemas/trials';
import type { TrialPlan } from '@/core/schemas/trials';
import { useMyTrial, useRequestTrial } from '../api/trials';

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * 'Start Free Trial' (spec 01 §2: pricing cards do not navigate): a signed-in member registers
 * interest in the plan; the operator grants the trial and the member is mailed when it starts.
 * A visitor is asked to register (or sign in) first.
 */
export default function TrialDialog({ plan, onClose }: { plan: TrialPlan; onClose: () => void }) {
  const { user, isLoading, isPremium } = useCurrentUser();
  const mine = useMyTrial(Boolean(user) && !isPremium);
  const request = useRequestTrial();
  const label = PLAN_LABELS[plan];
  const open = mine.data?.request;
  const error =
    request.error instanceof ApiError
      ? request.error.serverMessage
      : request.error
        ? 'Something went wrong. Please try again.'
        : undefined;

  let body: React.ReactNode;
  let footer: React.ReactNode = (
    <Button type="button" variant="outline" onClick={onClose}>
      Close
    </Button>
  );
  if (isLoading || (user && !isPremium && mine.isLoading)) {
    body = (
      <p className="flex items-center gap-2 text-slate-300">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading...
      </p>
    );
  } else if (!user) {
    body = (
      <p className="text-slate-300">
        Trials are for members. Create a free account (or sign in), then press 'Start Free Trial' again.
      </p>
    );
    footer = (
      <>
        <Button asChild variant="outline">
          <Link to={paths.login}>Sign In</Link>
        </Button>
        <Button asChild>
          <Link to={paths.register}>Register</Link>
        </Button>
      </>
    );
  } else if (isPremium) {
    body = (
      <p className="text-slate-300">
        You already have premium access: every signal of your plan is open to you.
      </p>
    );
  } else if (request.isSuccess) {
    body = (
      <p className="flex items-start gap-2 text-slate-200" data-testid="trial-requested">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        {request.data.message}
      </p>
    );
  } else {
    body = (
      <div className="space-y-3 text-slate-300">
        <p>
          Ask for a free trial of the {label} plan. We open it by hand, usually within one working day, and
          email you at {user.email ?? 'your address'} when it starts. No payment details are needed.
        </p>
        {open ? (
          <p className="text-sm text-slate-400">
            You asked for the {PLAN_LABELS[open.plan]} trial on {formatDay(open.requestedAt)}.{' '}
            {open.plan === plan ? 'Your request is open.' : `Asking again changes it to ${label}.`}
          </p>
        ) : null}
        {error ? <Alert variant="destructive">{error}</Alert> : null}
      </div>
    );
    footer = (
      <>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={request.isPending || open?.plan === plan}
          onClick={() => request.mutate(plan)}
        >
          {request.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Request Free Trial
        </Button>
      </>
    );
  }

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label} free trial</DialogTitle>
          <DialogDescription>Try every signal of the {label} plan before you subscribe.</DialogDescription>
        </DialogHeader>
        {body}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
