import {
  CalendarDays,
  Gamepad2,
  KeyRound,
  Mail,
  MessageSquare,
  RefreshCw,
  ScrollText,
  ShieldAlert,
  Star,
  UserCheck,
  Users,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { useRefreshData } from '@/client/lib/admin-session';
import type { RefreshReport } from '@/client/lib/admin-session';
import { ChangePasswordDialog } from './change-password-dialog';
import { HeaderWriteButton } from './header-write-button';
import { importedNothing, RefreshReportDialog } from './refresh-report-dialog';

const LINKS = [
  {
    to: paths.admin.subscribers,
    label: 'Manage Subscribers',
    text: 'Subscriber accounts, tiers and revenue',
    icon: Users,
  },
  {
    to: paths.admin.gameResults,
    label: 'View Game Results',
    text: 'Results of the futures trading simulator',
    icon: Gamepad2,
  },
  {
    to: paths.admin.registrations,
    label: 'Registrations',
    text: 'Account status and market permissions',
    icon: UserCheck,
  },
  {
    to: paths.admin.newsletter,
    label: 'Newsletter',
    text: 'Newsletter list, tags and CSV export',
    icon: Mail,
  },
  {
    to: paths.admin.contactMessages,
    label: 'Contact Messages',
    text: 'Read and answer contact messages',
    icon: MessageSquare,
  },
  {
    to: paths.admin.abuse,
    label: 'Security & Abuse',
    text: 'Abuse events, risky IPs and alerts',
    icon: ShieldAlert,
  },
  { to: paths.admin.weeklyVideos, label: 'Weekly Videos', text: 'Weekly market-review videos', icon: Video },
  {
    to: paths.admin.dashboardContent,
    label: 'Dashboard Content',
    text: 'Weekly thoughts and the events calendar',
    icon: CalendarDays,
  },
  {
    to: paths.admin.testimonials,
    label: 'Testimonials',
    text: "Mark a real member's testimonial Verified",
    icon: Star,
  },
  {
    to: paths.admin.operators,
    label: 'Operators & Sessions',
    text: 'Named operators, sign-in sessions, shared password',
    icon: KeyRound,
  },
  { to: paths.admin.audit, label: 'Audit Log', text: 'Who did what: every admin write', icon: ScrollText },
];

/** Panel actions shown in the page header behind the gate. */
export function AdminPanelActions() {
  const refresh = useRefreshData();
  const [report, setReport] = useState<RefreshReport | null>(null);
  return (
    <>
      <ChangePasswordDialog />
      <HeaderWriteButton
        write={refresh}
        options={{
          onSuccess: (r) => {
            // Success only when real bars were read; the report says what was read either way.
            if (importedNothing(r))
              toast({ title: 'No data imported from include files', variant: 'destructive' });
            else toast({ title: 'Data refreshed from include files successfully' });
            setReport(r);
          },
          onError: () => toast({ title: 'Failed to refresh data', variant: 'destructive' }),
        }}
      >
        <RefreshCw className={refresh.isPending ? 'animate-spin' : undefined} aria-hidden="true" /> Refresh
        Data from Files
      </HeaderWriteButton>
      <RefreshReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}

export function AdminPanelLinks() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {LINKS.map(({ to, label, text, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="group rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Card className="h-full transition-colors group-hover:border-primary/60">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {label}
              </CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
            <CardContent />
          </Card>
        </Link>
      ))}
    </div>
  );
}
