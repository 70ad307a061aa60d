import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { formatDay } from '@/client/lib/admin-format';
import { ACCESS_KIND_LABELS, PLAN_LABELS } from '@/core/schemas/trials';
import type { AccessRow } from '@/core/schemas/trials';
import { useAccessList } from '../api/access-admin';
import { GrantAccessDialog } from './grant-access-dialog';

/**
 * The registration dialog's plan access: the account's current grant or trial, and the operator's
 * grant with an end date for any member (not only one on the 'Trials and access' list).
 */
export function RegistrationAccess({ userId }: { userId: number }) {
  const list = useAccessList();
  const [granting, setGranting] = useState<AccessRow | null>(null);
  const found = list.data?.rows.find((r) => r.userId === userId);
  const row: AccessRow = found ?? {
    userId,
    firstName: '',
    lastName: '',
    email: '',
    status: '',
    request: null,
    access: null,
  };
  const current = row.access && !row.access.endedAt ? row.access : null;
  return (
    <section className="space-y-2 rounded-md border p-3" aria-label="Plan access">
      <h3 className="text-sm font-semibold text-white">Plan access</h3>
      <p className="text-sm text-muted-foreground" data-testid="registration-access">
        {list.isLoading
          ? 'Loading...'
          : list.isError
            ? 'Could not load the account\u2019s access.'
            : current
              ? `${ACCESS_KIND_LABELS[current.kind]} · ${PLAN_LABELS[current.plan]} · ends on ${formatDay(current.endsOn)}`
              : 'No trial or granted access running.'}
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={list.isLoading}
        onClick={() => setGranting(row)}
      >
        {current ? 'Extend Access' : 'Grant Access'}
      </Button>
      {granting ? <GrantAccessDialog row={granting} onClose={() => setGranting(null)} /> : null}
    </section>
  );
}
