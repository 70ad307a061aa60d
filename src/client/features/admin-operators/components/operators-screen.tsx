import { DataTable } from '@/client/components/admin/data-table';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { formatDateTime } from '@/client/lib/admin-format';
import type { AdminSessionRow, Operator } from '@/core/schemas/admin-operators';
import {
  useAdminMe,
  useAdminSessions,
  useOperators,
  useRevokeSession,
  useSetSharedPassword,
  useSharedPassword,
  useUpdateOperator,
} from '../api/operators';
import { InviteCard } from './invite-card';

/**
 * Operators & sessions. Everyone sees who they are and their sessions; owners also
 * invite and manage operators and can turn the shared password off (once a named owner exists).
 */
export function OperatorsScreen() {
  const me = useAdminMe();
  if (me.isLoading) return <p className="py-8 text-center text-muted-foreground">Loading...</p>;
  if (!me.data) return null;
  const owner = me.data.role === 'owner';
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Signed in as</CardTitle>
          <CardDescription data-testid="signed-in-as" className="break-all">
            {me.data.operator} · {owner ? 'Owner' : 'Staff'}
          </CardDescription>
        </CardHeader>
      </Card>
      {owner ? <InviteCard /> : null}
      {owner ? <OperatorsCard /> : null}
      <SessionsCard />
      {owner ? <SharedPasswordCard named={me.data.named} /> : null}
    </div>
  );
}

const STATUS_BADGE = { invited: 'yellow', active: 'green', disabled: 'grey' } as const;

function OperatorsCard() {
  const list = useOperators();
  const update = useUpdateOperator();
  const me = useAdminMe();
  const rows = list.data?.operators ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Operators</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto p-0 sm:p-0">
        {list.isLoading ? (
          <p className="p-6 text-center text-muted-foreground">Loading...</p>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">
            No named operators yet: invite the first owner above.
          </p>
        ) : (
          <DataTable<Operator>
            rows={rows}
            rowTestId="operator-row"
            minWidth="min-w-[720px]"
            columns={[
              { head: 'Email', cell: (o) => <span className="break-all">{o.email}</span> },
              { head: 'Role', cell: (o) => (o.role === 'owner' ? 'Owner' : 'Staff') },
              { head: 'Status', cell: (o) => <Badge variant={STATUS_BADGE[o.status]}>{o.status}</Badge> },
              { head: 'Invited by', cell: (o) => <span className="break-all">{o.invitedBy}</span> },
              { head: 'Since', cell: (o) => formatDateTime(o.activatedAt ?? o.createdAt) },
            ]}
            actions={{
              cell: (o) =>
                o.email === me.data?.email ? (
                  <span className="text-xs text-muted-foreground">You</span>
                ) : (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate({ id: o.id, role: o.role === 'owner' ? 'staff' : 'owner' })
                      }
                    >
                      {o.role === 'owner' ? 'Make staff' : 'Make owner'}
                    </Button>
                    <Button
                      size="sm"
                      variant={o.status === 'disabled' ? 'outline' : 'destructive'}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: o.id, disabled: o.status !== 'disabled' })}
                    >
                      {o.status === 'disabled' ? 'Enable' : 'Disable'}
                    </Button>
                  </div>
                ),
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const list = useAdminSessions();
  const revoke = useRevokeSession();
  const rows = list.data?.sessions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Admin sessions</CardTitle>
        <CardDescription>
          A session ends after 30 minutes without use, and after 12 hours in any case.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto p-0 sm:p-0">
        {list.isLoading ? (
          <p className="p-6 text-center text-muted-foreground">Loading...</p>
        ) : (
          <DataTable<AdminSessionRow>
            rows={rows}
            rowTestId="session-row"
            minWidth="min-w-[720px]"
            columns={[
              { head: 'Operator', cell: (s) => <span className="break-all">{s.operator}</span> },
              { head: 'Signed in', cell: (s) => formatDateTime(s.createdAt) },
              { head: 'Last used', cell: (s) => formatDateTime(s.lastSeenAt) },
              { head: 'IP', cell: (s) => s.ipAddress ?? '—' },
              {
                head: 'Browser',
                cell: (s) => (
                  <span className="line-clamp-1 max-w-[16rem] break-all text-xs">{s.userAgent ?? '—'}</span>
                ),
              },
            ]}
            actions={{
              cell: (s) =>
                s.current ? (
                  <span className="text-xs text-muted-foreground">This session</span>
                ) : (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(s.id)}
                  >
                    End
                  </Button>
                ),
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SharedPasswordCard({ named }: { named: boolean }) {
  const state = useSharedPassword();
  const set = useSetSharedPassword();
  const canTurnOff = named && (state.data?.namedOwners ?? 0) > 0;
  const enabled = state.data?.enabled ?? true;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Shared admin password</CardTitle>
        <CardDescription>
          The shared password is the first owner's way in. Once a named owner signs in with their
          authenticator, they can turn it off: it then opens nothing, and its sessions end.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Switch
          id="shared-password-switch"
          checked={enabled}
          disabled={set.isPending || state.isLoading || (enabled && !canTurnOff)}
          onCheckedChange={(v) => set.mutate(v)}
        />
        <Label htmlFor="shared-password-switch">
          {enabled ? 'Shared password on' : 'Shared password off'}
        </Label>
        {enabled && !canTurnOff ? (
          <p className="w-full text-sm text-muted-foreground">
            Sign in as a named owner (operator sign-in) to turn it off.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
