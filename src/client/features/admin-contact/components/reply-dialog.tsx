import { Send } from 'lucide-react';
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
import { Label } from '@/client/components/ui/label';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { REPLY_BLANK } from '@/core/schemas/admin-records';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { serverMessageOr } from '@/client/lib/admin-query';
import { useSendReply } from '../api/contact-messages';

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
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useSendReply();

  const { reset } = send;
  useEffect(() => {
    if (message) {
      setSubject(`Re: ${message.subject}`);
      setBody('');
      reset();
    }
  }, [message, reset]);
  // A reply that was not delivered keeps the text, says why, and offers the same send again.
  const failure = send.isError ? serverMessageOr(send.error, 'The reply was not sent.') : null;

  const blank = subject.trim() === '' || body.trim() === '';
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!message) return;
    if (blank) {
      const [title, description] = REPLY_BLANK.split(': ');
      toast({ title, description, variant: 'destructive' });
      return;
    }
    send.mutate(
      { messageId: message.id, subject: subject.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setSubject('');
          setBody('');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl grid-cols-1">
        <DialogHeader>
          <DialogTitle>Reply to {message?.name}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            Sent by email to {message?.email}. We promise a reply within 24 hours.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="reply-subject">Subject</Label>
            <Input id="reply-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="reply-body">Message</Label>
            <Textarea id="reply-body" rows={8} value={body} onChange={(e) => setBody(e.target.value)} />
          </div>
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
      </DialogContent>
    </Dialog>
  );
}
