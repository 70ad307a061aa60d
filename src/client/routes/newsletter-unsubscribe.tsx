import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 5.
export function Component() {
  return <PageShell title="Unsubscribe" subtitle="This page is being built." />;
}
