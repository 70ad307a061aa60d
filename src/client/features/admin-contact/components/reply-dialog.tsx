import { Send } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { DialogFrame } from '@/client/components/admin/dialog-frame';
import { FormField } from '@/client/components/admin/form-parts';
import { useReplyForm } from './use-reply-form';

/**
 * Reply by mail: subject pre-filled 'Re: ...', both fields non-blank (spec §5); closes and clears on success.
 * On failure it stays open with the reason and a Retry (the server kept the message's status).
 */
export function ReplyDialog({
  message,
  onOpenChange,
}: {
  message: ContactMessage | null;
  onOpenChange: (o: boolean) => void;
}) {
  const { register, onSubmit, messageOf, send, failure, blank } = useReplyForm(message, onOpenChange);

  return (
    <DialogFrame
      open={message !== null}
      onOpenChange={onOpenChange}
      title={<>Reply to {message?.name}</>}
      description={<>Sent by email to {message?.email}. We promise a reply within 24 hours.</>}
      className="max-w-2xl grid-cols-1"
      descriptionClassName="[overflow-wrap:anywhere]"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="reply-subject" label="Subject" error={messageOf('subject')}>
          <Input id="reply-subject" aria-invalid={Boolean(messageOf('subject'))} {...register('subject')} />
        </FormField>
        <FormField id="reply-body" label="Message" error={messageOf('body')}>
          <Textarea
            id="reply-body"
            rows={8}
            aria-invalid={Boolean(messageOf('body'))}
            {...register('body')}
          />
        </FormField>
        {failure ? (
          <p
            role="alert"
            className="rounded-md border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-300 [overflow-wrap:anywhere]"
          >
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || send.isPending}>
            <Send aria-hidden="true" /> {send.isPending ? 'Sending...' : failure ? 'Retry' : 'Send Reply'}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
