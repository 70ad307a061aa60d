import { useEffect, useState } from 'react';
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
import { Textarea } from '@/client/components/ui/textarea';
import {
  NEWSLETTER_STATUSES,
  newsletterCreateSchema,
  newsletterPatchSchema,
  parseTags,
} from '@/core/schemas/admin-records';
import type { NewsletterSubscriber } from '@/core/schemas/admin-records';
import { useAddNewsletterSubscriber, useUpdateNewsletterSubscriber } from '../api/newsletter';
import { labelOf } from '@/client/lib/admin-format';
import { optionsOf, SelectField } from '@/client/components/ui/select-field';

interface Draft {
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  source: string;
  tags: string;
  notes: string;
}
const EMPTY: Draft = {
  email: '',
  firstName: '',
  lastName: '',
  status: 'active',
  source: 'admin',
  tags: '',
  notes: '',
};

/** Add (email required, source 'admin') or Edit (email read-only); tags comma-separated (spec §5). */
export function NewsletterFormDialog({
  open,
  onOpenChange,
  subscriber,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  subscriber?: NewsletterSubscriber;
}) {
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddNewsletterSubscriber();
  const update = useUpdateNewsletterSubscriber();

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setD(
      subscriber
        ? {
            email: subscriber.email,
            firstName: subscriber.firstName ?? '',
            lastName: subscriber.lastName ?? '',
            status: subscriber.status,
            source: subscriber.source,
            tags: subscriber.tags.join(', '),
            notes: subscriber.notes ?? '',
          }
        : EMPTY,
    );
  }, [open, subscriber]);

  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setD({ ...d, [k]: e.target.value });
  const done = { onSuccess: () => onOpenChange(false) };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const common = {
      firstName: d.firstName,
      lastName: d.lastName,
      source: d.source,
      tags: parseTags(d.tags),
      notes: d.notes,
    };
    const parsed = subscriber
      ? newsletterPatchSchema.safeParse({ ...common, status: d.status })
      : newsletterCreateSchema.safeParse({ ...common, email: d.email });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (subscriber)
      update.mutate(
        { id: subscriber.id, ...common, status: d.status as (typeof NEWSLETTER_STATUSES)[number] },
        done,
      );
    else add.mutate({ ...common, email: d.email }, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{subscriber ? 'Edit Subscriber' : 'Add Subscriber'}</DialogTitle>
          <DialogDescription>
            {subscriber
              ? 'The email address cannot be changed.'
              : 'Added by the admin, the subscriber is active at once.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="nl-email" required={!subscriber}>
              Email
            </Label>
            <Input
              id="nl-email"
              type="email"
              value={d.email}
              onChange={set('email')}
              readOnly={Boolean(subscriber)}
              disabled={Boolean(subscriber)}
              aria-invalid={Boolean(errors.email)}
            />
            <FieldError message={errors.email} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="nl-first">First Name</Label>
            <Input id="nl-first" value={d.firstName} onChange={set('firstName')} />
            <FieldError message={errors.firstName} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="nl-last">Last Name</Label>
            <Input id="nl-last" value={d.lastName} onChange={set('lastName')} />
            <FieldError message={errors.lastName} />
          </div>
          {subscriber ? (
            <SelectField
              id="nl-status"
              label="Status"
              value={d.status}
              onChange={(v) => setD({ ...d, status: v })}
              options={optionsOf(NEWSLETTER_STATUSES, labelOf)}
            />
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor="nl-source">Source</Label>
            <Input id="nl-source" value={d.source} onChange={set('source')} />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="nl-tags">Tags (comma-separated)</Label>
            <Input id="nl-tags" placeholder="vip, futures" value={d.tags} onChange={set('tags')} />
            <FieldError message={errors.tags} />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="nl-notes">Notes</Label>
            <Textarea id="nl-notes" rows={3} value={d.notes} onChange={set('notes')} />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending || update.isPending}>
              {subscriber ? 'Save Changes' : 'Add Subscriber'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
