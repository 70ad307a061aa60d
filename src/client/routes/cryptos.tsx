import { PageShell } from '@/client/components/ui/page-shell';

// Screen built by issue 6.
export function Component() {
  return <PageShell title="Top-30 Cryptos" subtitle="This page is being built." />;
}
