import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 4.
export function Component() {
  return <PageShell title="Verify Your Identity" subtitle="This page is being built." />;
}
