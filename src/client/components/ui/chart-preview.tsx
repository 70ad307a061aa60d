import { LineChart } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/client/lib/cn';

const WIDTH = 600;
const HEIGHT = 450;
const MARGIN = 8;

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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number; width: number } | null>(null);
  const [pinned, setPinned] = useState(false);
  const [failed, setFailed] = useState(false);

  const place = useCallback(() => {
    const rect = triggerRef.current?.getBoundingClientRect();
    if (!rect) return;
    const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
    const height = (width * HEIGHT) / WIDTH + 36;
    const left = Math.min(Math.max(MARGIN, rect.left), window.innerWidth - width - MARGIN);
    const below = rect.bottom + MARGIN;
    const top = below + height <= window.innerHeight ? below : Math.max(MARGIN, rect.top - height - MARGIN);
    setPos({ left, top, width });
  }, []);

  const close = useCallback(() => {
    setPos(null);
    setPinned(false);
  }, []);

  useEffect(() => {
    if (!pos) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!triggerRef.current?.contains(t) && !document.getElementById(`chart-${symbol}`)?.contains(t))
        close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('scroll', close, true);
    };
  }, [pos, close, symbol]);

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
        onMouseEnter={() => !pinned && place()}
        onMouseLeave={() => !pinned && setPos(null)}
        onClick={() => {
          if (pinned) return close();
          setPinned(true);
          place();
        }}
      >
        <LineChart className="h-4 w-4" aria-hidden="true" />
      </button>
      {pos
        ? createPortal(
            <div
              id={`chart-${symbol}`}
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
                  width={WIDTH}
                  height={HEIGHT}
                  className="h-auto w-full rounded bg-background"
                  onError={() => setFailed(true)}
                />
              )}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
