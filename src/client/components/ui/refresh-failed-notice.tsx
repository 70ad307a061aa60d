import { AlertTriangle } from 'lucide-react';

/**
 * A refresh (poll or Refresh button) that failed while an earlier answer is on screen. The answer
 * stays, with this line above it: one dropped poll must not swap a subscriber's grid for an error
 * screen. The error screen is for a page that has nothing to show yet.
 */
export function RefreshFailedNotice({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-200"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>Could not refresh: {error.message}. Showing the last data received.</span>
    </p>
  );
}
