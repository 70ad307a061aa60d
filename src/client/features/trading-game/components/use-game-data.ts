import { DEFAULT_SPEED, MYSTERY_SYMBOL } from '@/core/game/constants';
import { useDailyAnalytics } from '../api/get-daily-analytics';
import { useMarketData } from '../api/get-market-data';
import { useOhlcData } from '../api/get-ohlc-data';
import { useGameState } from '../api/get-state';
import { useGameTrades } from '../api/get-trades';

/** What the game page shows, read from the server; it all polls only while the game runs. */
export function useGameData() {
  // The state query decides whether everything polls: active, not paused (on the server), at its speed.
  const probe = useGameState(false, DEFAULT_SPEED);
  const speed = probe.data?.speed ?? DEFAULT_SPEED;
  const paused = probe.data?.paused ?? false;
  const live = (probe.data?.gameActive ?? false) && !paused && !probe.data?.gameOver;
  const { data: state } = useGameState(live, speed);
  const market = useMarketData(live, speed);
  const status = probe.data?.status;
  const ohlc = useOhlcData(live, speed, status);
  const trades = useGameTrades(live, speed);
  const analytics = useDailyAnalytics(live, speed, status);
  const symbol = market.data?.[0]?.symbol ?? MYSTERY_SYMBOL;
  const active = state?.gameActive ?? false;
  // The newest day any answer showed: the server has reached at least that bar (orders carry it).
  const seenDay = Math.max(state?.currentDay ?? 0, ohlc.data?.at(-1)?.day ?? 0, market.data?.[0]?.day ?? 0);
  return { state, paused, ohlc, trades, analytics, symbol, active, seenDay };
}
