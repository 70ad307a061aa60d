import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 4.
export function Component() {
  return <PageShell title="Reset Your Password" subtitle="This page is being built." />;
}
