import { useId, useState } from 'react';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import type { ApiKeyDto } from '@/core/schemas/api-keys';
import { useRegistrationApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { IssueApiKeyForm } from './issue-api-key-form';
import { IssuedApiKey } from './issued-api-key';

/** The admin registration dialog's API keys: issue (the key is shown once), list, revoke. */
export function RegistrationApiKeys({ userId }: { userId: number }) {
  const id = useId();
  const keys = useRegistrationApiKeys(userId);
  const revoke = useRevokeApiKey(userId);
  const [issued, setIssued] = useState<string | null>(null);
  // A revoke is final (programs using the key are refused at once): asked first, naming the key.
  const [confirming, setConfirming] = useState<ApiKeyDto | null>(null);

  const onRevoke = (k: ApiKeyDto) =>
    revoke.mutate(k.id, {
      onSuccess: () => toast({ title: 'API Key Revoked', description: `${k.label} no longer works.` }),
      onError: (err) => toast({ title: 'Revoke Failed', description: err.message, variant: 'destructive' }),
      onSettled: () => setConfirming(null),
    });

  return (
    <section className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        API Keys
      </h3>
      {issued ? <IssuedApiKey apiKey={issued} /> : null}
      <IssueApiKeyForm id={id} userId={userId} onIssued={setIssued} />
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
