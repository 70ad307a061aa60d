import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazy section to mount, and to keep it aligned while the page fills in. */
const FIND_MS = 15_000;
const HOLD_MS = 8_000;
/** A person taking over the scroll: from then on the page is theirs. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings #anchor to the top of the screen and holds it there while the page fills in. The landing's
 * sections mount lazily and lay out only near the viewport (content-visibility with an estimated
 * height), so one scroll at the first sight of the anchor landed 770-800 px off once the sections
 * above took their real heights. Each change of the page's height re-aligns the anchor,
 * until the person scrolls or HOLD_MS have passed. Instant, not smooth: a smooth scroll in flight
 * aims at a target that is still moving.
 */
function holdAnchor(id: string): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let resize: ResizeObserver | undefined;
  let seek: MutationObserver | undefined;
  const stop = () => {
    controller.abort();
    resize?.disconnect();
    seek?.disconnect();
    timers.forEach(clearTimeout);
  };
  const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
  const hold = () => {
    seek?.disconnect();
    align();
    resize = new ResizeObserver(align);
    resize.observe(document.body);
    timers.push(setTimeout(stop, HOLD_MS));
  };
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true, signal });
  if (document.getElementById(id)) hold();
  else {
    seek = new MutationObserver(() => {
      if (document.getElementById(id)) hold();
    });
    seek.observe(document.body, { childList: true, subtree: true });
    timers.push(setTimeout(stop, FIND_MS));
  }
  return stop;
}

/** Scrolls to #anchor after every navigation and on a direct load (landing #quiz, #signals, #learn, #pricing). */
export function ScrollToHash() {
  const { hash, pathname, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    return holdAnchor(decodeURIComponent(hash.slice(1)));
    // `key`: a second click on the same link scrolls again.
  }, [hash, pathname, key]);
  return null;
}
