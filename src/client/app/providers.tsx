import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/query-client';

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
