import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { optionsOf, SelectField } from '@/client/components/ui/select-field';
import { ApiError } from '@/client/lib/api';
import {
  ACCESS_KIND_LABELS,
  ACCESS_KINDS,
  accessGrantSchema,
  DEFAULT_TRIAL_DAYS,
  isoDay,
  PLAN_LABELS,
  TRIAL_PLANS,
} from '@/core/schemas/trials';
import type { AccessKind, AccessRow, TrialPlan } from '@/core/schemas/trials';
import { useGrantAccess } from '../api/access-admin';

const DAY_MS = 24 * 60 * 60_000;
const plusDays = (iso: string, days: number) =>
  isoDay(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS));

/** The operator's one action: trial or paid access, a plan and the day access ends; also extends. */
export function GrantAccessDialog({ row, onClose }: { row: AccessRow; onClose: () => void }) {
  const today = isoDay(new Date());
  const current = row.access && !row.access.endedAt ? row.access : null;
  const [kind, setKind] = useState<AccessKind>(current?.kind ?? 'trial');
  const [plan, setPlan] = useState<TrialPlan>(current?.plan ?? row.request?.plan ?? 'professional');
  const [endsOn, setEndsOn] = useState(
    current ? plusDays(current.endsOn, DEFAULT_TRIAL_DAYS) : plusDays(today, DEFAULT_TRIAL_DAYS),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const grant = useGrantAccess();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = accessGrantSchema(today).safeParse({ kind, plan, endsOn });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    grant.mutate(
      { userId: row.userId, ...parsed.data },
      {
        onSuccess: onClose,
        onError: (err) => {
          const issues = err instanceof ApiError ? (err.body?.issues ?? []) : [];
          setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{current ? 'Extend access' : 'Grant access'}</DialogTitle>
            <DialogDescription>
              {row.firstName} {row.lastName} ({row.email}). Access starts at once and ends by itself on the
              end date (00:00 UTC); the member is mailed now, 3 days before and at the end.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="grant-kind"
              label="Access"
              value={kind}
              onChange={(v) => setKind(v as AccessKind)}
              options={optionsOf(ACCESS_KINDS, (k) => ACCESS_KIND_LABELS[k as AccessKind])}
            />
            <SelectField
              id="grant-plan"
              label="Plan"
              value={plan}
              onChange={(v) => setPlan(v as TrialPlan)}
              options={optionsOf(TRIAL_PLANS, (p) => PLAN_LABELS[p as TrialPlan])}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="grant-ends-on">Access ends on</Label>
            <Input
              id="grant-ends-on"
              type="date"
              min={plusDays(today, 1)}
              value={endsOn}
              onChange={(e) => setEndsOn(e.target.value)}
              aria-invalid={Boolean(errors.endsOn)}
              aria-describedby={errors.endsOn ? 'grant-ends-on-error' : undefined}
            />
            {errors.endsOn ? (
              <p id="grant-ends-on-error" className="text-sm text-red-400">
                {errors.endsOn}
              </p>
            ) : null}
          </div>
          {errors.kind || errors.plan ? (
            <p className="text-sm text-red-400">{errors.kind ?? errors.plan}</p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={grant.isPending}>
              {grant.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {current ? 'Save End Date' : 'Grant Access'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
