import { LogOut, Trash2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { FieldError, Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { REGISTRATION_STATUSES, registrationPatchSchema } from '@/core/schemas/admin-records';
import type { Registration, RegistrationPatch } from '@/core/schemas/admin-records';
import {
  useDeleteRegistration,
  useEndRegistrationSessions,
  useUpdateRegistration,
} from '../api/registrations';
import { labelOf } from '@/client/lib/admin-format';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { optionsOf } from '@/client/components/ui/options';
import { SelectField } from '@/client/components/ui/select-field';
import { DialogFrame } from '@/client/components/admin/dialog-frame';

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
  const form = useForm<RegistrationPatch>({ resolver: zodResolver(registrationPatchSchema) });
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateRegistration();
  const remove = useDeleteRegistration();
  const endSessions = useEndRegistrationSessions();

  useEffect(() => {
    if (registration) {
      const { status, enableFutures, enableEquities, enableCryptos, isPaidSubscriber } = registration;
      form.reset({
        status: status as RegistrationPatch['status'],
        enableFutures,
        enableEquities,
        enableCryptos,
        isPaidSubscriber,
      });
    }
  }, [registration, form]);

  if (!registration) return null;
  const save = form.handleSubmit((patch) =>
    update.mutate({ id: registration.id, ...patch }, { onSuccess: () => onOpenChange(false) }),
  );
  return (
    <>
      <DialogFrame
        open
        onOpenChange={onOpenChange}
        title="Edit Registration"
        description={
          <>
            {registration.firstName} {registration.lastName} · {registration.email}
          </>
        }
        descriptionClassName="break-all"
        className="max-w-xl" // four footer buttons side by side
      >
        <Controller
          control={form.control}
          name="status"
          render={({ field, fieldState }) => (
            <div className="space-y-1.5">
              <SelectField
                id="reg-status"
                label="Status"
                value={field.value ?? registration.status}
                onChange={field.onChange}
                options={optionsOf(REGISTRATION_STATUSES, labelOf)}
              />
              <FieldError message={fieldState.error?.message} />
            </div>
          )}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {FLAGS.map((f) => (
            <Controller
              key={f.key}
              control={form.control}
              name={f.key}
              render={({ field }) => (
                <div className="flex items-center gap-3">
                  <Switch
                    id={`reg-${f.key}`}
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                  />
                  <Label htmlFor={`reg-${f.key}`}>{f.label}</Label>
                </div>
              )}
            />
          ))}
        </div>
        {extras?.(registration.id)}
        {/* The two groups wrap rather than pass the dialog's edge. */}
        <DialogFooter className="sm:flex-wrap sm:justify-between">
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
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button disabled={update.isPending} onClick={save}>
              Save Changes
            </Button>
          </div>
        </DialogFooter>
      </DialogFrame>
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
