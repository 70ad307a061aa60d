import { Reply } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DialogFrame } from '@/client/components/admin/dialog-frame';
import { CONTACT_STATUSES } from '@/core/schemas/admin-records';
import type { ContactMessage } from '@/core/schemas/admin-records';
import { useContactResponses, useUpdateContactStatus } from '../api/contact-messages';
import { formatDateTime, labelOf } from '@/client/lib/admin-format';
import { optionsOf } from '@/client/components/ui/options';
import { SelectField } from '@/client/components/ui/select-field';
import { ResponseHistory } from './response-history';

/** Full message, status change (sent at once) and response history (spec §2, §4). */
export function MessageDialog({
  message,
  onOpenChange,
  onChanged,
  onReply,
}: {
  message: ContactMessage | null;
  onOpenChange: (o: boolean) => void;
  /** The server's copy after a status change (the list may no longer hold the message). */
  onChanged: (m: ContactMessage) => void;
  onReply: (m: ContactMessage) => void;
}) {
  const responses = useContactResponses(message?.id ?? null);
  const status = useUpdateContactStatus();
  return (
    <DialogFrame
      open={message !== null}
      onOpenChange={onOpenChange}
      className="max-w-2xl grid-cols-1"
      title={message?.subject}
      titleClassName="[overflow-wrap:anywhere]"
      description={
        message ? (
          <>
            From {message.name} &lt;{message.email}&gt; · {labelOf(message.inquiryType)} ·{' '}
            {formatDateTime(message.submittedAt)}
          </>
        ) : null
      }
      descriptionClassName="break-all"
    >
      {message ? (
        <>
          <p className="max-h-[45vh] overflow-y-auto whitespace-pre-wrap rounded-md border bg-background p-3 text-sm [overflow-wrap:anywhere]">
            {message.message}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <SelectField
              id="message-status"
              label="Status"
              className="space-y-1.5 sm:w-48"
              value={message.status}
              onChange={(s) => status.mutate({ id: message.id, status: s }, { onSuccess: onChanged })}
              options={optionsOf(CONTACT_STATUSES, labelOf)}
            />
            <Button onClick={() => onReply(message)}>
              <Reply aria-hidden="true" /> Reply
            </Button>
          </div>
          <ResponseHistory responses={responses} />
        </>
      ) : null}
    </DialogFrame>
  );
}
