import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { DialogFooter } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { contactReplySchema, REPLY_BLANK } from '@/core/schemas/admin-records';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { serverMessageOr } from '@/client/lib/admin-query';
import { draftResolver } from '@/client/lib/draft-resolver';
import { useSendReply } from '../api/contact-messages';
import { DialogFrame } from '@/client/components/admin/dialog-frame';
import { FormField } from '@/client/components/admin/form-parts';

type Draft = { subject: string; body: string };

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
  const form = useForm<Draft>({
    resolver: draftResolver(contactReplySchema, (d) => ({ messageId: message?.id ?? 0, ...d })),
    defaultValues: { subject: '', body: '' },
  });
  const { errors } = form.formState;
  const send = useSendReply();

  const { reset } = send;
  useEffect(() => {
    if (message) {
      form.reset({ subject: `Re: ${message.subject}`, body: '' });
      reset();
    }
  }, [message, reset, form]);
  // A reply that was not delivered keeps the text, says why, and offers the same send again.
  const failure = send.isError ? serverMessageOr(send.error, 'The reply was not sent.') : null;

  const [subject, body] = form.watch(['subject', 'body']);
  const blank = subject.trim() === '' || body.trim() === '';
  const submit = ({ subject, body }: Draft) => {
    if (!message) return;
    send.mutate(
      { messageId: message.id, subject: subject.trim(), body: body.trim() },
      {
        onSuccess: () => {
          form.reset({ subject: '', body: '' });
          onOpenChange(false);
        },
      },
    );
  };
  // Both fields blank or one of them: the spec's toast rather than a line under the field.
  const invalid = (found: FieldErrors<Draft>) => {
    if (found.subject?.message !== REPLY_BLANK && found.body?.message !== REPLY_BLANK) return;
    const [title, description] = REPLY_BLANK.split(': ');
    toast({ title, description, variant: 'destructive' });
  };
  const messageOf = (key: keyof Draft) => {
    const text = errors[key]?.message;
    return text === REPLY_BLANK ? undefined : text;
  };

  return (
    <DialogFrame
      open={message !== null}
      onOpenChange={onOpenChange}
      title={<>Reply to {message?.name}</>}
      description={<>Sent by email to {message?.email}. We promise a reply within 24 hours.</>}
      className="max-w-2xl grid-cols-1"
      descriptionClassName="[overflow-wrap:anywhere]"
    >
      <form onSubmit={form.handleSubmit(submit, invalid)} noValidate className="space-y-4">
        <FormField id="reply-subject" label="Subject" error={messageOf('subject')}>
          <Input
            id="reply-subject"
            aria-invalid={Boolean(messageOf('subject'))}
            {...form.register('subject')}
          />
        </FormField>
        <FormField id="reply-body" label="Message" error={messageOf('body')}>
          <Textarea
            id="reply-body"
            rows={8}
            aria-invalid={Boolean(messageOf('body'))}
            {...form.register('body')}
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
