import { useEffect, useRef } from 'react';
import { autoTradeAllowed, autoTradeDecision } from '@/core/game/auto-trade';
import { AUTO_TRADE_COOLDOWN_MS } from '@/core/game/constants';
import type { OhlcBar } from '@/core/schemas/trading-game';

/**
 * Auto-trading (spec 02 §4): only while active and not paused, with no trade pending and at
 * least 3 s since the last auto trade; decisions come from the same pure rules as the server's.
 */
export function useAutoTrader(o: {
  enabled: boolean;
  active: boolean;
  paused: boolean;
  pending: boolean;
  bars: OhlcBar[] | undefined;
  currentDay: number;
  net: number;
  contracts: number;
  trade: (side: 'long' | 'short', amount: number) => Promise<boolean>;
}) {
  const lastAt = useRef(0);
  const lastDay = useRef(0);
  const { enabled, active, paused, pending, bars, currentDay, net, contracts, trade } = o;

  useEffect(() => {
    if (!enabled || !bars || bars.length === 0) return;
    // Act once per bar, on a chart no older than the state (the 3 s cooldown covers refetches).
    const day = bars[bars.length - 1].day;
    if (day < currentDay || day === lastDay.current) return;
    const now = Date.now();
    if (
      !autoTradeAllowed({
        active,
        paused,
        pending,
        lastAutoTradeAt: lastAt.current,
        now,
        cooldownMs: AUTO_TRADE_COOLDOWN_MS,
      })
    )
      return;
    const decision = autoTradeDecision(bars, net, contracts);
    if (!decision) return;
    lastAt.current = now;
    lastDay.current = day;
    void trade(decision.side, decision.amount);
  }, [enabled, active, paused, pending, bars, currentDay, net, contracts, trade]);
}
