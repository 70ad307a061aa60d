import { AlertTriangle } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** Spec 01 §8: 'Error Loading Equities' with the status text and a Retry that reloads the page. */
export function EquitiesError({ statusText }: { statusText: string }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-lg border border-red-500/40 bg-red-500/10 p-6 text-center"
    >
      <AlertTriangle className="mx-auto mb-2 h-8 w-8 text-red-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-red-300">Error Loading Equities</h2>
      <p className="mt-1 text-sm text-red-200">Failed to load equities data: {statusText}</p>
      <Button className="mt-4" variant="outline" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </div>
  );
}
