import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 4.
export function Component() {
  return <PageShell title="Choose a New Password" subtitle="This page is being built." />;
}
