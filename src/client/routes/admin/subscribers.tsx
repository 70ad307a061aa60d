import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 8.
export function Component() {
  return <PageShell title="Subscriber Management" subtitle="This page is being built." />;
}
