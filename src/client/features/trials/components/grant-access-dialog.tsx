import { Loader2 } from 'lucide-react';
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
import { ACCESS_KIND_LABELS, ACCESS_KINDS, PLAN_LABELS, TRIAL_PLANS } from '@/core/schemas/trials';
import type { AccessKind, AccessRow, TrialPlan } from '@/core/schemas/trials';
import { plusDays, useGrantAccessForm } from './use-grant-access-form';

/** The operator's one action: trial or paid access, a plan and the day access ends; also extends. */
export function GrantAccessDialog({ row, onClose }: { row: AccessRow; onClose: () => void }) {
  const { form, submit, today, extending, pending } = useGrantAccessForm(row, onClose);
  const e = form.formState.errors;

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{extending ? 'Extend access' : 'Grant access'}</DialogTitle>
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
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {extending ? 'Save End Date' : 'Grant Access'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
