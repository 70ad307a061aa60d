import { LineChart } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/client/lib/cn';
import { CHART_HEIGHT, CHART_WIDTH, useChartPreview } from './use-chart-preview';
import type { PreviewPosition } from './use-chart-preview';

function ChartPopup({
  id,
  symbol,
  src,
  pos,
  failed,
  onError,
}: {
  id: string;
  symbol: string;
  src: string;
  pos: PreviewPosition;
  failed: boolean;
  onError: () => void;
}) {
  return (
    <div
      id={id}
      role="dialog"
      aria-label={`${symbol} chart`}
      className="fixed z-50 rounded-md border bg-popover p-2 shadow-xl"
      style={{ left: pos.left, top: pos.top, width: pos.width }}
    >
      <div className="mb-1 text-xs font-semibold text-muted-foreground">{symbol}</div>
      {failed ? (
        <div className="flex aspect-[4/3] w-full items-center justify-center text-sm text-muted-foreground">
          Chart not available
        </div>
      ) : (
        <img
          src={src}
          alt={`${symbol} price chart`}
          width={CHART_WIDTH}
          height={CHART_HEIGHT}
          className="h-auto w-full rounded bg-background"
          onError={onError}
        />
      )}
    </div>
  );
}

/**
 * A chart preview (600 x 450, spec 01 §9) that opens on hover or click/tap. It is drawn in a portal
 * at a fixed position clamped to the viewport, so it is never clipped by a scrolling grid and never
 * widens the page. A failed image shows 'Chart not available'.
 */
export function ChartPreview({
  src,
  symbol,
  className,
}: {
  src: string;
  symbol: string;
  className?: string;
}) {
  const id = `chart-${symbol}`;
  const { triggerRef, pos, triggerHandlers } = useChartPreview(id);
  // Kept here, not in the popup: a chart that failed once is not fetched again on the next hover.
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={`Show ${symbol} chart`}
        aria-expanded={Boolean(pos)}
        className={cn(
          'inline-flex h-7 w-7 items-center justify-center rounded text-sky-400 hover:bg-accent',
          className,
        )}
        {...triggerHandlers}
      >
        <LineChart className="h-4 w-4" aria-hidden="true" />
      </button>
      {pos
        ? createPortal(
            <ChartPopup
              id={id}
              symbol={symbol}
              src={src}
              pos={pos}
              failed={failed}
              onError={() => setFailed(true)}
            />,
            document.body,
          )
        : null}
    </>
  );
}
