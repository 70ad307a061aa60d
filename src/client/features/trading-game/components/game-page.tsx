import { useState } from 'react';
import { DEFAULT_CONTRACTS, DEFAULT_SPEED, MYSTERY_SYMBOL } from '@/core/game/constants';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useDailyAnalytics } from '../api/get-daily-analytics';
import { useMarketData } from '../api/get-market-data';
import { useOhlcData } from '../api/get-ohlc-data';
import { useGameState } from '../api/get-state';
import { useGameTrades } from '../api/get-trades';
import { useFinishGame } from '../api/finish-game';
import { useResetGame } from '../api/reset-game';
import { useSetSpeed } from '../api/set-speed';
import { useStartGame } from '../api/start-game';
import { DailyChart } from './daily-chart';
import { FinishDialog } from './finish-dialog';
import { GameControls } from './game-controls';
import { IntroBanner } from './intro-banner';
import { PositionsPanel } from './positions-panel';
import { RevealBanner } from './reveal-banner';
import { SummaryCards } from './summary-cards';
import { TradeAnimation } from './trade-animation';
import { TradeHistory } from './trade-history';
import { TradingAnalytics } from './trading-analytics';
import { TradingPanel } from './trading-panel';
import { useAutoTrader } from './use-auto-trader';
import { useTradeActions } from './use-trade-actions';

const serverMessage = (err: unknown) => (err instanceof ApiError ? err.serverMessage : undefined);

/** /trading-game: the server holds the game; this page shows it and sends the player's intents. */
export function GamePage() {
  const [paused, setPaused] = useState(false);
  const [autoTrading, setAutoTrading] = useState(false);
  const [contracts, setContracts] = useState<number>(DEFAULT_CONTRACTS);
  const [finishOpen, setFinishOpen] = useState(false);

  // The state query decides whether everything polls: active, not paused, at the server's speed.
  const probe = useGameState(false, DEFAULT_SPEED);
  const speed = probe.data?.speed ?? DEFAULT_SPEED;
  const live = (probe.data?.gameActive ?? false) && !paused;
  const { data: state } = useGameState(live, speed);
  const market = useMarketData(live, speed);
  const ohlc = useOhlcData(live, speed);
  const trades = useGameTrades(live, speed);
  const analytics = useDailyAnalytics(live, speed);
  const symbol = market.data?.[0]?.symbol ?? MYSTERY_SYMBOL;
  const active = state?.gameActive ?? false;

  const start = useStartGame();
  const reset = useResetGame();
  const setSpeed = useSetSpeed();
  const finish = useFinishGame();
  const actions = useTradeActions(state, symbol);

  useAutoTrader({
    enabled: autoTrading,
    active,
    paused,
    pending: actions.pending,
    bars: ohlc.data,
    currentDay: state?.currentDay ?? 0,
    net: state?.positions.netPosition ?? 0,
    contracts,
    trade: actions.trade,
  });

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        setPaused(false);
        toast({ title: 'Loading random stock data...' });
      },
    });

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setPaused(false);
        toast({ title: 'Game Reset', description: 'Starting fresh with $100,000' });
      },
    });

  const onSpeed = (n: number) =>
    setSpeed.mutate(n, {
      onSuccess: () => toast({ title: 'Speed Updated!', description: `Game speed set to ${n}x` }),
      onError: (err) =>
        toast({
          title: 'Speed Update Failed',
          description: serverMessage(err) ?? 'Unable to update game speed',
          variant: 'destructive',
        }),
    });

  const onFinish = (email: string) =>
    finish.mutate(email, {
      onSuccess: (r) => {
        setFinishOpen(false);
        setPaused(false);
        toast({
          title: 'Game Completed!',
          description: r.emailSent
            ? `${r.stockName} (${r.stockSymbol}). Report card sent to your email.`
            : 'Game finished successfully!',
        });
      },
      onError: (err) =>
        toast({
          title: 'Error Finishing Game',
          description: serverMessage(err) ?? 'Unable to finish game',
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <IntroBanner />
      <GameControls
        state={state}
        paused={paused}
        autoTrading={autoTrading}
        starting={start.isPending}
        onStart={onStart}
        onTogglePause={() => setPaused((p) => !p)}
        onSpeed={onSpeed}
        onAutoTrading={setAutoTrading}
        onFinish={() => setFinishOpen(true)}
        onReset={onReset}
      />
      {state?.revealed ? (
        <RevealBanner
          stockName={state.revealed.stockName}
          stockSymbol={state.revealed.stockSymbol}
          totalPnL={state.stats.totalPnL}
        />
      ) : null}
      <SummaryCards state={state} />
      <DailyChart bars={ohlc.data} loading={ohlc.isLoading} />
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <TradingPanel
          state={state}
          symbol={symbol}
          contracts={contracts}
          onContracts={setContracts}
          onTrade={(side) => void actions.trade(side, contracts)}
          pending={actions.pending}
        />
        <PositionsPanel state={state} />
      </div>
      <TradeHistory trades={trades.data} />
      <TradingAnalytics trades={trades.data} analytics={analytics.data} />
      <FinishDialog
        open={finishOpen}
        onOpenChange={setFinishOpen}
        onConfirm={onFinish}
        pending={finish.isPending}
      />
      {actions.animation ? (
        <TradeAnimation
          key={actions.animation.key}
          kind={actions.animation.kind}
          side={actions.animation.side}
          onDone={actions.clearAnimation}
        />
      ) : null}
    </div>
  );
}
