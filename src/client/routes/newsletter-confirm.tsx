import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 5.
export function Component() {
  return <PageShell title="Newsletter Subscription" subtitle="This page is being built." />;
}
