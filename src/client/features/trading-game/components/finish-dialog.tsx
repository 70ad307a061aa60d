import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { finishBodySchema } from '@/core/schemas/trading-game';
import type { FinishBody } from '@/core/schemas/trading-game';
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
import { FieldError, Label } from '@/client/components/ui/label';

type FinishForm = z.input<typeof finishBodySchema>;

/** Confirms the finish with an optional email for the report card and an optional leaderboard nickname. */
export function FinishDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (body: FinishBody) => void;
  pending: boolean;
}) {
  const form = useForm<FinishForm>({
    resolver: zodResolver(finishBodySchema),
    defaultValues: { emailAddress: '', nickname: '' },
  });
  const error = form.formState.errors.emailAddress?.message;
  const nickError = form.formState.errors.nickname?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          onSubmit={form.handleSubmit((v) =>
            onConfirm({ emailAddress: (v.emailAddress ?? '').trim(), nickname: (v.nickname ?? '').trim() }),
          )}
          noValidate
        >
          <DialogHeader>
            <DialogTitle>Finish Game</DialogTitle>
            <DialogDescription>Finish now to reveal the stock and record your result.</DialogDescription>
          </DialogHeader>
          <div className="my-4 grid gap-2">
            <Label htmlFor="finish-email">Email for your report card (optional)</Label>
            <Input
              id="finish-email"
              type="email"
              autoComplete="email"
              aria-describedby="finish-email-hint finish-email-error"
              {...form.register('emailAddress')}
            />
            <p id="finish-email-hint" className="text-xs text-muted-foreground">
              Leave empty to finish without receiving a report
            </p>
            <FieldError id="finish-email-error" message={error} />
            <Label htmlFor="finish-nickname" className="mt-2">
              Nickname for the leaderboard (optional)
            </Label>
            <Input
              id="finish-nickname"
              autoComplete="nickname"
              maxLength={24}
              aria-describedby="finish-nickname-hint finish-nickname-error"
              {...form.register('nickname')}
            />
            <p id="finish-nickname-hint" className="text-xs text-muted-foreground">
              Shown publicly with your result; your email never is
            </p>
            <FieldError id="finish-nickname-error" message={nickError} />
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Finishing...' : 'Finish Game'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
