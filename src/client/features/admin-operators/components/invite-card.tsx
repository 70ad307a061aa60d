import { Loader2, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { SelectField } from '@/client/components/ui/select-field';
import { useInviteForm } from './use-invite-form';

/** The link of the last invite: shown once, as the mail may not arrive. */
function InviteLink({ link }: { link: string }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="text-muted-foreground">Invite link (also mailed; shown once):</p>
      <code
        data-testid="invite-link"
        className="block break-all rounded bg-muted px-2 py-1 font-mono text-white"
      >
        {link}
      </code>
    </div>
  );
}

/** Owners invite an operator by email with a role; the answer is the invite link. */
export function InviteCard() {
  const id = useId();
  const { form, error, onSubmit, pending, link } = useInviteForm();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Invite an operator</CardTitle>
        <CardDescription>
          The invite link sets a password and an authenticator app; it works for 7 days. Staff cannot manage
          operators or issue API keys.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
          aria-label="Invite an operator"
        >
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-email-error` : undefined}
              {...form.register('email')}
            />
          </div>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <SelectField
                id={`${id}-role`}
                label="Role"
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: 'staff', label: 'Staff' },
                  { value: 'owner', label: 'Owner' },
                ]}
              />
            )}
          />
          <Button type="submit" disabled={pending}>
            {pending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <UserPlus aria-hidden="true" />
            )}
            Invite
          </Button>
        </form>
        <FieldError id={`${id}-email-error`} message={error} />
        {link ? <InviteLink link={link} /> : null}
      </CardContent>
    </Card>
  );
}
