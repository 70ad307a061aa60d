import { useEffect, useRef } from 'react';
import { toast } from '@/client/components/ui/use-toast';

/** A phone: the play area (chart and Buy/Sell) is below the first screen there. */
const PHONE = '(max-width: 767px)';
/** The start toast shows at least this long, then goes once the game's first bar is on the chart. */
const TOAST_MIN_MS = 1500;

/**
 * On a phone: when a game is running (started, or found running on load), the chart and Buy/Sell
 * are brought on screen at once, before days pass below the intro and the controls. The spec's 'Loading
 * random stock data...' toast (spec 02 §8) goes as soon as the chart has its first bar, not staying while
 * the game runs.
 */
export function usePlayArea(active: boolean, hasBars: boolean) {
  const area = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  const loading = useRef<{ dismiss: () => void; at: number } | null>(null);

  useEffect(() => {
    if (!active) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    if (window.matchMedia(PHONE).matches) area.current?.scrollIntoView({ block: 'start' });
  }, [active]);

  useEffect(() => {
    const t = loading.current;
    if (!t || !active || !hasBars) return;
    const timer = setTimeout(
      () => {
        t.dismiss();
        if (loading.current === t) loading.current = null;
      },
      Math.max(0, t.at + TOAST_MIN_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [active, hasBars]);

  /** The start toast, held so it can go when the game shows. */
  const announceStart = () => {
    loading.current?.dismiss();
    loading.current = { dismiss: toast({ title: 'Loading random stock data...' }).dismiss, at: Date.now() };
  };
  return { area, announceStart };
}
