import { useState } from 'react';
import type { AbusePattern } from '@/core/schemas/admin-records';
import { useBlockIp, useRemoveWhitelist, useUnblockIp, useWhitelistIp } from '../api/abuse';

export type PatternAction = 'block' | 'whitelist' | 'unwhitelist';

/** The writes on one address, and the confirmation Block, Whitelist and its removal wait for. */
export function usePatternWrites() {
  const block = useBlockIp();
  const unblock = useUnblockIp();
  const whitelist = useWhitelistIp();
  const removeWhitelist = useRemoveWhitelist();
  // Block, Whitelist and its removal ask first: each changes what the address may do at once.
  const [confirming, setConfirming] = useState<{ action: PatternAction; pattern: AbusePattern } | null>(null);
  const writes = { block, whitelist, unwhitelist: removeWhitelist };
  return {
    writes,
    unblock,
    confirming,
    pending: confirming ? writes[confirming.action].isPending : false,
    ask: (action: PatternAction, pattern: AbusePattern) => setConfirming({ action, pattern }),
    cancel: () => setConfirming(null),
    confirm: () => {
      if (!confirming) return;
      writes[confirming.action].mutate(confirming.pattern, { onSettled: () => setConfirming(null) });
    },
  };
}

export type PatternWrites = ReturnType<typeof usePatternWrites>;
