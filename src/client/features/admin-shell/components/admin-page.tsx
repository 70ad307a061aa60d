import { ArrowLeft, LogOut } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { PageShell } from '@/client/components/ui/page-shell';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { useAdminLogout, useAdminSession } from '@/client/lib/admin-session';
import { AdminGate } from './admin-gate';
import { HeaderWriteButton } from './header-write-button';

/** Logs out on the server, then says so (spec §8). */
export function LogoutButton() {
  const logout = useAdminLogout();
  return (
    <HeaderWriteButton
      write={logout}
      options={{ onSettled: () => toast({ title: 'You have been logged out of the admin panel' }) }}
    >
      <LogOut aria-hidden="true" /> Logout
    </HeaderWriteButton>
  );
}

/**
 * Frame of every admin screen: one h1, the gate, and (once admitted) Back to Admin + Logout.
 * `actions` are the page's own buttons, shown only behind the gate.
 */
export function AdminPage({
  title,
  subtitle,
  actions,
  backLink = true,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: React.ReactNode;
  backLink?: boolean;
  children: React.ReactNode;
}) {
  const session = useAdminSession();
  const admitted = Boolean(session.data?.authenticated);
  return (
    <PageShell
      title={title}
      subtitle={subtitle}
      actions={
        admitted ? (
          <>
            {backLink ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.admin.panel}>
                  <ArrowLeft aria-hidden="true" /> Back to Admin
                </Link>
              </Button>
            ) : null}
            {actions}
            <LogoutButton />
          </>
        ) : null
      }
    >
      <AdminGate>{children}</AdminGate>
    </PageShell>
  );
}
