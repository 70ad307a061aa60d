import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { ApiError } from '@/client/lib/api';
import { apiKeyLabelSchema } from '@/core/schemas/api-keys';
import { useIssueApiKey } from '../api/api-keys';

/** The label of a new key and its Issue button; the key itself goes to `onIssued`. */
export function IssueApiKeyForm({
  id,
  userId,
  onIssued,
}: {
  id: string;
  userId: number;
  onIssued: (key: string) => void;
}) {
  const issue = useIssueApiKey(userId);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onIssue = () => {
    const parsed = apiKeyLabelSchema.safeParse({ label });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    issue.mutate(parsed.data.label, {
      onSuccess: (r) => {
        onIssued(r.key);
        setLabel('');
      },
      onError: (err) => setError((err instanceof ApiError && err.serverMessage) || 'Could not issue the key'),
    });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1 space-y-1">
        <Label htmlFor={`${id}-label`} className="sr-only">
          Key label
        </Label>
        <Input
          id={`${id}-label`}
          placeholder="Label, e.g. Trading desk robot"
          value={label}
          maxLength={60}
          aria-invalid={Boolean(error)}
          onChange={(e) => setLabel(e.target.value)}
        />
        <FieldError message={error} />
      </div>
      <Button type="button" size="sm" onClick={onIssue} disabled={issue.isPending}>
        {issue.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Issue API Key
      </Button>
    </div>
  );
}
