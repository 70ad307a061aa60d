import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/query-client';

/** `client` is given by the prerender, which reads the page's queries from it afterwards. */
export function AppProviders({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
