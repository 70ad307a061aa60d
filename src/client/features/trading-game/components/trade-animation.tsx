import { ArrowDownRight, ArrowUpRight, Coins, Flame, Rocket, Sparkles, Zap } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TRADE_ANIMATION_MS } from '@/core/game/constants';
import { cn } from '@/client/lib/cn';

export const TRADE_ANIMATIONS = ['rocket', 'coins', 'sparkles', 'flame', 'zap', 'arrow', 'pulse'] as const;
export type TradeAnimationKind = (typeof TRADE_ANIMATIONS)[number];

/** One of the seven kinds at random (spec 02 §4: 7 random types). */
export function pickAnimation(): TradeAnimationKind {
  return TRADE_ANIMATIONS[Math.floor(Math.random() * TRADE_ANIMATIONS.length)];
}

const ICONS = {
  rocket: Rocket,
  coins: Coins,
  sparkles: Sparkles,
  flame: Flame,
  zap: Zap,
  arrow: ArrowUpRight,
  pulse: Zap,
};
const MOTION: Record<TradeAnimationKind, string> = {
  rocket: 'animate-[tg-rise_2.5s_ease-out_forwards]',
  coins: 'animate-bounce',
  sparkles: 'animate-spin',
  flame: 'animate-pulse',
  zap: 'animate-[tg-shake_0.5s_ease-in-out_5]',
  arrow: 'animate-[tg-rise_2.5s_ease-out_forwards]',
  pulse: 'animate-ping',
};

/** A 2.5 s overlay after a fill; it never blocks the page (pointer-events none). */
export function TradeAnimation({
  kind,
  side,
  onDone,
}: {
  kind: TradeAnimationKind;
  side: 'long' | 'short';
  onDone: () => void;
}) {
  // Polling re-renders the page every second: the timer must not restart with a new onDone.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const t = setTimeout(() => done.current(), TRADE_ANIMATION_MS);
    return () => clearTimeout(t);
  }, []);
  const Icon = kind === 'arrow' && side === 'short' ? ArrowDownRight : ICONS[kind];
  const long = side === 'long';
  return (
    <div
      data-testid="trade-animation"
      data-kind={kind}
      className="pointer-events-none fixed inset-0 z-40 flex items-center justify-center"
      aria-hidden="true"
    >
      <style>
        {
          '@keyframes tg-rise{0%{transform:translateY(40px);opacity:0}20%{opacity:1}100%{transform:translateY(-120px);opacity:0}}@keyframes tg-shake{0%,100%{transform:translateX(0)}25%{transform:translateX(-8px)}75%{transform:translateX(8px)}}'
        }
      </style>
      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl px-8 py-6 backdrop-blur-sm',
          long ? 'bg-green-500/15 text-green-400' : 'bg-red-500/15 text-red-400',
        )}
      >
        <Icon className={cn('size-16', MOTION[kind])} />
        <span className="text-lg font-bold">{long ? 'BUY filled' : 'SELL filled'}</span>
      </div>
    </div>
  );
}
