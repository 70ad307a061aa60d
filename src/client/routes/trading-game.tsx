import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 7.
export function Component() {
  return <PageShell title="Futures Trading Simulator" subtitle="This page is being built." />;
}
