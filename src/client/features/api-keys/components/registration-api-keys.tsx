import { Copy, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { apiKeyLabelSchema } from '@/core/schemas/api-keys';
import type { ApiKeyDto } from '@/core/schemas/api-keys';
import { useIssueApiKey, useRegistrationApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';

/** The admin registration dialog's API keys: issue (the key is shown once), list, revoke. */
export function RegistrationApiKeys({ userId }: { userId: number }) {
  const id = useId();
  const keys = useRegistrationApiKeys(userId);
  const issue = useIssueApiKey(userId);
  const revoke = useRevokeApiKey(userId);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [issued, setIssued] = useState<string | null>(null);
  // A revoke is final (programs using the key are refused at once): asked first, naming the key.
  const [confirming, setConfirming] = useState<ApiKeyDto | null>(null);

  const onRevoke = (k: ApiKeyDto) =>
    revoke.mutate(k.id, {
      onSuccess: () => toast({ title: 'API Key Revoked', description: `${k.label} no longer works.` }),
      onError: (err) => toast({ title: 'Revoke Failed', description: err.message, variant: 'destructive' }),
      onSettled: () => setConfirming(null),
    });

  const onIssue = () => {
    const parsed = apiKeyLabelSchema.safeParse({ label });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    issue.mutate(parsed.data.label, {
      onSuccess: (r) => {
        setIssued(r.key);
        setLabel('');
      },
      onError: (err) => setError((err instanceof ApiError && err.serverMessage) || 'Could not issue the key'),
    });
  };

  return (
    <section className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        API Keys
      </h3>
      {issued ? (
        <Alert data-testid="issued-api-key">
          <AlertTitle>Copy the key now: it is not shown again</AlertTitle>
          <AlertDescription className="space-y-2">
            <code className="block break-all rounded bg-muted p-2 text-xs">{issued}</code>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(issued).then(() => toast({ title: 'Key Copied' }))
              }
            >
              <Copy aria-hidden="true" /> Copy
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
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
      {keys.error ? (
        <p className="text-sm text-destructive">Failed to load the keys: {keys.error.message}</p>
      ) : keys.data ? (
        <ApiKeyList
          keys={keys.data}
          revoking={revoke.isPending ? (revoke.variables ?? null) : null}
          onRevoke={setConfirming}
        />
      ) : (
        <Skeleton className="h-12 w-full" aria-label="Loading API keys" />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? undefined : setConfirming(null))}
        title="Revoke API Key?"
        description="Every request with this key is refused from now on. This cannot be undone."
        subject={confirming ? `${confirming.label} (${confirming.prefix}...)` : undefined}
        confirmLabel="Revoke Key"
        pending={revoke.isPending}
        onConfirm={() => confirming && onRevoke(confirming)}
      />
    </section>
  );
}
