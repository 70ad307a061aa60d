import { LogOut, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { REGISTRATION_STATUSES } from '@/core/schemas/admin-records';
import type { Registration, RegistrationPatch } from '@/core/schemas/admin-records';
import {
  useDeleteRegistration,
  useEndRegistrationSessions,
  useUpdateRegistration,
} from '../api/registrations';
import { labelOf } from '@/client/lib/admin-format';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { optionsOf, SelectField } from '@/client/components/ui/select-field';

const FLAGS: Array<{ key: Exclude<keyof RegistrationPatch, 'status'>; label: string }> = [
  { key: 'enableFutures', label: 'Enable Futures' },
  { key: 'enableEquities', label: 'Enable Equities' },
  { key: 'enableCryptos', label: 'Enable Cryptos' },
  { key: 'isPaidSubscriber', label: 'Paid Subscriber' },
];

/**
 * Edit status and the four permission flags; delete after a confirmation (spec §2, §4).
 * `extras`: more panels for the account (its API keys), composed in by the route.
 */
export function RegistrationDialog({
  registration,
  onOpenChange,
  extras,
}: {
  registration: Registration | null;
  onOpenChange: (o: boolean) => void;
  extras?: (userId: number) => ReactNode;
}) {
  const [draft, setDraft] = useState<RegistrationPatch | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateRegistration();
  const remove = useDeleteRegistration();
  const endSessions = useEndRegistrationSessions();

  useEffect(() => {
    if (registration) {
      const { status, enableFutures, enableEquities, enableCryptos, isPaidSubscriber } = registration;
      setDraft({
        status: status as RegistrationPatch['status'],
        enableFutures,
        enableEquities,
        enableCryptos,
        isPaidSubscriber,
      });
    }
  }, [registration]);

  if (!registration || !draft) return null;
  return (
    <>
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Registration</DialogTitle>
            <DialogDescription className="break-all">
              {registration.firstName} {registration.lastName} · {registration.email}
            </DialogDescription>
          </DialogHeader>
          <SelectField
            id="reg-status"
            label="Status"
            value={draft.status}
            onChange={(v) => setDraft({ ...draft, status: v as RegistrationPatch['status'] })}
            options={optionsOf(REGISTRATION_STATUSES, labelOf)}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {FLAGS.map((f) => (
              <div key={f.key} className="flex items-center gap-3">
                <Switch
                  id={`reg-${f.key}`}
                  checked={draft[f.key]}
                  onCheckedChange={(v) => setDraft({ ...draft, [f.key]: v })}
                />
                <Label htmlFor={`reg-${f.key}`}>{f.label}</Label>
              </div>
            ))}
          </div>
          {extras?.(registration.id)}
          <DialogFooter className="sm:justify-between">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
              <Button
                variant="outline"
                disabled={endSessions.isPending}
                onClick={() => endSessions.mutate(registration.id)}
              >
                <LogOut aria-hidden="true" /> End Sessions
              </Button>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                disabled={update.isPending}
                onClick={() =>
                  update.mutate({ id: registration.id, ...draft }, { onSuccess: () => onOpenChange(false) })
                }
              >
                Save Changes
              </Button>
            </div>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Registration"
        description={`Are you sure you want to delete the registration of ${registration.email}? This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(registration.id, {
            onSuccess: () => onOpenChange(false),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}
