import { Ban, LockOpen, ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import type { AbusePattern } from '@/core/schemas/admin-records';
import type { PatternWrites } from './use-pattern-writes';

/** The Action cell of one address: its state and what may be done with it (never block your own IP). */
export function PatternActions({
  pattern: p,
  own,
  writes: { writes, unblock, ask },
}: {
  pattern: AbusePattern;
  own: string | undefined;
  writes: PatternWrites;
}) {
  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      {p.blocked ? (
        <>
          <Badge variant="red">Blocked</Badge>
          <Button
            size="sm"
            variant="outline"
            disabled={unblock.isPending}
            onClick={() => unblock.mutate(p)}
            aria-label={`Unblock ${p.ipAddress}`}
          >
            <LockOpen aria-hidden="true" /> Unblock
          </Button>
        </>
      ) : p.isWhitelisted ? (
        <>
          <Badge variant="green">Whitelisted</Badge>
          <Button
            size="sm"
            variant="outline"
            disabled={writes.unwhitelist.isPending}
            onClick={() => ask('unwhitelist', p)}
            aria-label={`Remove ${p.ipAddress} from the whitelist`}
          >
            <ShieldOff aria-hidden="true" /> Remove
          </Button>
        </>
      ) : (
        <>
          {p.ipAddress !== own ? (
            <Button
              size="sm"
              variant="destructive"
              disabled={writes.block.isPending}
              onClick={() => ask('block', p)}
              aria-label={`Block ${p.ipAddress}`}
            >
              <Ban aria-hidden="true" /> Block
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={writes.whitelist.isPending}
            onClick={() => ask('whitelist', p)}
            aria-label={`Whitelist ${p.ipAddress}`}
          >
            <ShieldCheck aria-hidden="true" /> Whitelist
          </Button>
        </>
      )}
    </div>
  );
}
