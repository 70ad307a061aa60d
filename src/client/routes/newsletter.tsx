import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 5.
export function Component() {
  return <PageShell title="Weekly Newsletter" subtitle="This page is being built." />;
}
