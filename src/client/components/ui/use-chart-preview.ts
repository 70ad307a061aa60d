import { useCallback, useEffect, useRef, useState } from 'react';

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 450;
const MARGIN = 8;

export interface PreviewPosition {
  left: number;
  top: number;
  width: number;
}

/** Below the trigger if it fits, else above it; never past the viewport's edges. */
function previewPosition(rect: DOMRect): PreviewPosition {
  const width = Math.min(CHART_WIDTH, window.innerWidth - 2 * MARGIN);
  const height = (width * CHART_HEIGHT) / CHART_WIDTH + 36;
  const left = Math.min(Math.max(MARGIN, rect.left), window.innerWidth - width - MARGIN);
  const below = rect.bottom + MARGIN;
  const top = below + height <= window.innerHeight ? below : Math.max(MARGIN, rect.top - height - MARGIN);
  return { left, top, width };
}

/**
 * Where the preview `popupId` shows, if it does: it follows the hover until a click pins it, and
 * Escape, a scroll or a press outside the trigger and the preview closes it.
 */
export function useChartPreview(popupId: string) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [pos, setPos] = useState<PreviewPosition | null>(null);
  const [pinned, setPinned] = useState(false);

  const place = useCallback(() => {
    const rect = triggerRef.current?.getBoundingClientRect();
    if (!rect) return;
    setPos(previewPosition(rect));
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
      if (!triggerRef.current?.contains(t) && !document.getElementById(popupId)?.contains(t)) close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('scroll', close, true);
    };
  }, [pos, close, popupId]);

  const triggerHandlers = {
    onMouseEnter: () => !pinned && place(),
    onMouseLeave: () => !pinned && setPos(null),
    onClick: () => {
      if (pinned) return close();
      setPinned(true);
      place();
    },
  };
  return { triggerRef, pos, triggerHandlers };
}
