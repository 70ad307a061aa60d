import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { DialogFrame } from '@/client/components/admin/dialog-frame';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { changePasswordFormSchema } from '@/core/schemas/admin';
import { useChangeAdminPassword } from '@/client/lib/admin-session';

type Form = z.infer<typeof changePasswordFormSchema>;
const FIELDS: Array<{ name: keyof Form; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** Change Password with the three checks of spec §5; the server error text is shown on failure. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const change = useChangeAdminPassword();
  const form = useForm<Form>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  // The spec's checks are toasts as well as field messages; the first one is toasted.
  const onInvalid = (errors: Partial<Record<keyof Form, { message?: string }>>) => {
    const first = FIELDS.map((f) => errors[f.name]?.message).find(Boolean);
    if (first) toast({ title: 'Error', description: first, variant: 'destructive' });
  };
  const onSubmit = (v: Form) =>
    change.mutate(
      { currentPassword: v.currentPassword, newPassword: v.newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed successfully' });
          form.reset();
          setOpen(false);
        },
        onError: (err) => {
          const body =
            err instanceof ApiError ? (err.body as { error?: string; message?: string } | null) : null;
          toast({
            title: 'Error',
            description: body?.error ?? body?.message ?? 'Failed to change password',
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.reset();
      }}
      trigger={
        <Button variant="outline" size="sm">
          <KeyRound aria-hidden="true" /> Change Password
        </Button>
      }
      title="Change Admin Password"
      description="The new password must be at least 4 characters long."
    >
      <form onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate className="space-y-4">
        {FIELDS.map((f) => {
          const error = form.formState.errors[f.name]?.message;
          return (
            <div key={f.name} className="space-y-2">
              <Label htmlFor={f.name}>{f.label}</Label>
              <Input
                id={f.name}
                type="password"
                autoComplete={f.autoComplete}
                aria-invalid={Boolean(error)}
                {...form.register(f.name)}
              />
              <FieldError message={error} />
            </div>
          );
        })}
        <DialogFooter>
          <Button type="submit" disabled={change.isPending}>
            Change Password
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
