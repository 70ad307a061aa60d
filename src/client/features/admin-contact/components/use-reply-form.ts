import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { toast } from '@/client/components/ui/use-toast';
import { contactReplySchema, REPLY_BLANK } from '@/core/schemas/admin-records';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { serverMessageOr } from '@/client/lib/admin-query';
import { draftResolver } from '@/client/lib/draft-resolver';
import { useSendReply } from '../api/contact-messages';

type Draft = { subject: string; body: string };

/** The reply's draft and its send: reset to 'Re: ...' for each message, cleared and closed once sent. */
export function useReplyForm(message: ContactMessage | null, onOpenChange: (o: boolean) => void) {
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
  return {
    register: form.register,
    onSubmit: form.handleSubmit(submit, invalid),
    messageOf,
    send,
    failure,
    blank,
  };
}
