import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
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
import { ControlledSelect } from '@/client/components/admin/form-parts';
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
import type { AccessGrantInput, AccessKind, AccessRow, TrialPlan } from '@/core/schemas/trials';
import { useGrantAccess } from '../api/access-admin';

const DAY_MS = 24 * 60 * 60_000;
const plusDays = (iso: string, days: number) =>
  isoDay(new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY_MS));

/** The operator's one action: trial or paid access, a plan and the day access ends; also extends. */
export function GrantAccessDialog({ row, onClose }: { row: AccessRow; onClose: () => void }) {
  const today = isoDay(new Date());
  const current = row.access && !row.access.endedAt ? row.access : null;
  const schema = useMemo(() => accessGrantSchema(today), [today]);
  const form = useForm<AccessGrantInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      kind: current?.kind ?? 'trial',
      plan: current?.plan ?? row.request?.plan ?? 'professional',
      endsOn: current ? plusDays(current.endsOn, DEFAULT_TRIAL_DAYS) : plusDays(today, DEFAULT_TRIAL_DAYS),
    },
    reValidateMode: 'onSubmit',
  });
  const e = form.formState.errors;
  const grant = useGrantAccess();

  const submit = form.handleSubmit((values) =>
    grant.mutate(
      { userId: row.userId, ...values },
      {
        onSuccess: onClose,
        onError: (err) => {
          // The server's per-field messages (its own today) go under the same fields.
          for (const i of err instanceof ApiError ? (err.body?.issues ?? []) : []) {
            if (i.path === 'kind' || i.path === 'plan' || i.path === 'endsOn')
              form.setError(i.path, { message: i.message });
          }
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{current ? 'Extend access' : 'Grant access'}</DialogTitle>
            <DialogDescription>
              {row.email ? `${row.firstName} ${row.lastName} (${row.email}). ` : ''}Access starts at once and
              ends by itself on the end date (00:00 UTC); the member is mailed now, 3 days before and at the
              end.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <ControlledSelect
              control={form.control}
              name="kind"
              id="grant-kind"
              label="Access"
              values={ACCESS_KINDS}
              labels={(k) => ACCESS_KIND_LABELS[k as AccessKind]}
            />
            <ControlledSelect
              control={form.control}
              name="plan"
              id="grant-plan"
              label="Plan"
              values={TRIAL_PLANS}
              labels={(p) => PLAN_LABELS[p as TrialPlan]}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="grant-ends-on">Access ends on</Label>
            <Input
              id="grant-ends-on"
              type="date"
              min={plusDays(today, 1)}
              {...form.register('endsOn')}
              aria-invalid={Boolean(e.endsOn)}
              aria-describedby={e.endsOn ? 'grant-ends-on-error' : undefined}
            />
            {e.endsOn ? (
              <p id="grant-ends-on-error" className="text-sm text-red-400">
                {e.endsOn.message}
              </p>
            ) : null}
          </div>
          {e.kind || e.plan ? (
            <p className="text-sm text-red-400">{e.kind?.message ?? e.plan?.message}</p>
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
