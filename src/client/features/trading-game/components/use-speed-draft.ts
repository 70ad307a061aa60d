import { useEffect, useRef, useState } from 'react';

const SPEED_SETTLE_MS = 400;

/**
 * The speed the slider shows: the player's pick until the server's state shows it. Answers of
 * earlier picks (or polls still carrying the old speed) never move the slider back under the
 * keyboard (8 ArrowRight from 1x must reach 5x). The pick is sent once the slider rests for
 * SPEED_SETTLE_MS; a refused pick gives the slider back to the server's speed.
 */
export function useSpeedDraft(serverSpeed: number, onSpeed: (speed: number) => Promise<boolean>) {
  const [draft, setDraft] = useState<number | null>(null);
  const speed = draft ?? serverSpeed;
  useEffect(() => {
    if (draft !== null && draft === serverSpeed) setDraft(null);
  }, [draft, serverSpeed]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const pick = (n: number) => {
    setDraft(n);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (n === serverSpeed) return setDraft(null);
      void onSpeed(n).then((ok) => {
        if (!ok) setDraft((d) => (d === n ? null : d));
      });
    }, SPEED_SETTLE_MS);
  };
  return { speed, pick };
}
