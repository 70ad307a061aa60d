import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 8.
export function Component() {
  return <PageShell title="Registrations" subtitle="This page is being built." />;
}
