import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 6.
export function Component() {
  return <PageShell title="Top-50 S&P 500 Equities" subtitle="This page is being built." />;
}
