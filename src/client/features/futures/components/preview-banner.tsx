import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Spec 02 §6: the banner for visitors and non-premium users. `offer`: the trial or the upgrade (the
 * route composes the trials feature in), where the spec had 'Contact Support for Access'.
 */
export function PreviewBanner({ offer }: { offer: ReactNode }) {
  return (
    <section
      className="rounded-lg border border-amber-500/40 bg-amber-500/5 p-4"
      data-testid="preview-banner"
      aria-labelledby="preview-title"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="preview-title" className="flex items-center gap-2 text-lg font-semibold text-amber-200">
            <Lock className="h-4 w-4" aria-hidden="true" /> Limited Preview Access
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            You are viewing the ES preview. Premium subscribers get:
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
            <li>All 29 instruments with live positions</li>
            <li>Full 30-day history with the most recent 15 days unlocked</li>
            <li>Advanced risk metrics (OTE, reward to risk, days in trade, power)</li>
            <li>Real-time tracking, updated every minute in market hours</li>
          </ul>
        </div>
        <div className="shrink-0" data-testid="locked-offer">
          {offer}
        </div>
      </div>
    </section>
  );
}
