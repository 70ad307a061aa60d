import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 5.
export function Component() {
  return <PageShell title="Get In Touch" subtitle="This page is being built." />;
}
