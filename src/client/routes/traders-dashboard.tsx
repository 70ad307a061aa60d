import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 6.
export function Component() {
  return <PageShell title="Futures Dashboard" subtitle="This page is being built." />;
}
