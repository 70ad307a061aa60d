import type { ApiKeyDto } from '@/core/schemas/api-keys';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '---');

/** Keys as a list: label, prefix, dates, state; the secret is never part of it. `onRevoke` adds the admin's button. */
export function ApiKeyList({
  keys,
  onRevoke,
  revoking,
}: {
  keys: ApiKeyDto[];
  onRevoke?: (k: ApiKeyDto) => void;
  revoking?: number | null;
}) {
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">No API keys yet.</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label="API keys">
      {keys.map((k) => (
        <li key={k.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
          <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{k.label}</span>
          <code className="break-all text-xs text-muted-foreground">{k.prefix}...</code>
          {k.revokedAt ? (
            <Badge variant="destructive">Revoked {day(k.revokedAt)}</Badge>
          ) : (
            <Badge>Active</Badge>
          )}
          <span className="basis-full text-xs text-muted-foreground sm:basis-auto">
            Issued {day(k.createdAt)} · last used {day(k.lastUsedAt)}
          </span>
          {onRevoke && !k.revokedAt ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="ml-auto"
              disabled={revoking === k.id}
              onClick={() => onRevoke(k)}
            >
              Revoke
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
