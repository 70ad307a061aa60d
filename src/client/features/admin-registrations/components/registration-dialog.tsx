import { LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import type { Registration } from '@/core/schemas/admin-records';
import {
  useDeleteRegistration,
  useEndRegistrationSessions,
  useUpdateRegistration,
} from '../api/registrations';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { DialogFrame } from '@/client/components/admin/dialog-frame';
import { RegistrationFields } from './registration-fields';
import { useRegistrationForm } from './use-registration-form';

/** Delete and End Sessions on the left, Cancel and Save on the right. */
function RegistrationFooter({
  onDelete,
  onEndSessions,
  ending,
  onCancel,
  onSave,
  saving,
}: {
  onDelete: () => void;
  onEndSessions: () => void;
  ending: boolean;
  onCancel: () => void;
  onSave: (e: MouseEvent<HTMLButtonElement>) => void;
  saving: boolean;
}) {
  return (
    // The two groups wrap rather than pass the dialog's edge.
    <DialogFooter className="sm:flex-wrap sm:justify-between">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
        <Button variant="outline" disabled={ending} onClick={onEndSessions}>
          <LogOut aria-hidden="true" /> End Sessions
        </Button>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={saving} onClick={onSave}>
          Save Changes
        </Button>
      </div>
    </DialogFooter>
  );
}

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
  const form = useRegistrationForm(registration);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateRegistration();
  const remove = useDeleteRegistration();
  const endSessions = useEndRegistrationSessions();

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
        <RegistrationFields control={form.control} status={registration.status} />
        {extras?.(registration.id)}
        <RegistrationFooter
          onDelete={() => setConfirming(true)}
          onEndSessions={() => endSessions.mutate(registration.id)}
          ending={endSessions.isPending}
          onCancel={() => onOpenChange(false)}
          onSave={save}
          saving={update.isPending}
        />
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
