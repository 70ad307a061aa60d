import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { DEFAULT_CONTRACTS, DEFAULT_SPEED, MYSTERY_SYMBOL } from '@/core/game/constants';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import type { FinishBody } from '@/core/schemas/trading-game';
import { useDailyAnalytics } from '../api/get-daily-analytics';
import { useMarketData } from '../api/get-market-data';
import { useOhlcData } from '../api/get-ohlc-data';
import { useGameState } from '../api/get-state';
import { useGameTrades } from '../api/get-trades';
import { useFinishGame } from '../api/finish-game';
import { usePauseGame } from '../api/pause-game';
import { useResetGame } from '../api/reset-game';
import { useSetAutoTrading } from '../api/set-auto-trading';
import { useSetSpeed } from '../api/set-speed';
import { useStartGame } from '../api/start-game';
import { DailyChart } from './daily-chart';
import { FinishDialog } from './finish-dialog';
import { GameAlerts } from './game-alerts';
import { GameControls } from './game-controls';
import { IntroBanner } from './intro-banner';
import { PositionsPanel } from './positions-panel';
import { RevealBanner } from './reveal-banner';
import { SummaryCards } from './summary-cards';
import { TradeAnimation } from './trade-animation';
import { TradeHistory } from './trade-history';
import { TradingAnalytics } from './trading-analytics';
import { TradingPanel } from './trading-panel';
import { usePlayArea } from './use-play-area';
import { useTradeActions } from './use-trade-actions';

const serverMessage = (err: unknown) => (err instanceof ApiError ? err.serverMessage : undefined);

/** /trading-game: the server holds the game; this page shows it and sends the player's intents. */
export function GamePage() {
  const [contracts, setContracts] = useState<number>(DEFAULT_CONTRACTS);
  const [finishOpen, setFinishOpen] = useState(false);

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

  const start = useStartGame();
  const reset = useResetGame();
  const setSpeed = useSetSpeed();
  const pause = usePauseGame();
  const autoTrading = useSetAutoTrading();
  const finish = useFinishGame();
  const actions = useTradeActions(state, symbol);
  const play = usePlayArea(active, Boolean(ohlc.data?.length));

  const onFailure = (title: string, fallback: string) => (err: unknown) =>
    toast({ title, description: serverMessage(err) ?? fallback, variant: 'destructive' });

  const onAutoTrading = (enabled: boolean, n = contracts) =>
    autoTrading.mutate(
      { enabled, contracts: n },
      { onError: onFailure('Auto-trading Failed', 'Unable to change auto-trading') },
    );

  const onContracts = (n: number) => {
    setContracts(n);
    if (state?.autoTrading) onAutoTrading(true, n);
  };

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: play.announceStart,
    });

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Game Reset', description: 'Starting fresh with $100,000' });
      },
    });

  const onSpeed = (n: number) =>
    setSpeed.mutateAsync(n).then(
      () => {
        toast({ title: 'Speed Updated!', description: `Game speed set to ${n}x` });
        return true;
      },
      (err: unknown) => {
        toast({
          title: 'Speed Update Failed',
          description: serverMessage(err) ?? 'Unable to update game speed',
          variant: 'destructive',
        });
        return false;
      },
    );

  const onFinish = (body: FinishBody) =>
    finish.mutate(body, {
      onSuccess: (r) => {
        setFinishOpen(false);
        toast({
          title: 'Game Completed!',
          // Spec 02 §8 word for word: the stock is named in the toast only with the mailed report card;
          // the results screen reveals it either way.
          description: r.emailSent
            ? `${r.stockName} (${r.stockSymbol}). Report card sent to your email.`
            : 'Game finished successfully!',
        });
        // A player who gave an email is told when no report card went out (e.g. the daily mail cap).
        if (body.emailAddress && !r.emailSent)
          toast({
            title: 'Report Card Not Sent',
            description: `The report card could not be mailed to ${body.emailAddress}. Your result is saved and shown on this page.`,
            variant: 'destructive',
          });
      },
      onError: onFailure('Error Finishing Game', 'Unable to finish game'),
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <IntroBanner />
      <GameControls
        state={state}
        starting={start.isPending}
        onStart={onStart}
        onTogglePause={() =>
          pause.mutate(!paused, { onError: onFailure('Pause Failed', 'Unable to pause the game') })
        }
        onSpeed={onSpeed}
        onAutoTrading={(on) => onAutoTrading(on)}
        onFinish={() => setFinishOpen(true)}
        onReset={onReset}
      />
      <GameAlerts state={state} onFinish={() => setFinishOpen(true)} />
      {state?.revealed ? <RevealBanner revealed={state.revealed} totalPnL={state.stats.totalPnL} /> : null}
      <SummaryCards state={state} />
      {/* The play area: brought on screen on a phone when a game runs (usePlayArea), below the sticky nav. */}
      <div ref={play.area} className="scroll-mt-20">
        <DailyChart
          bars={ohlc.data}
          loading={ohlc.isLoading}
          idle={!active && !state?.revealed}
          trades={trades.data}
          lots={state?.positions.lots}
        />
      </div>
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        <TradingPanel
          state={state}
          symbol={symbol}
          contracts={contracts}
          onContracts={onContracts}
          onTrade={(side) => void actions.trade(side, contracts, seenDay)}
          pending={actions.pending}
        />
        <PositionsPanel state={state} />
      </div>
      <TradeHistory trades={trades.data} />
      <TradingAnalytics trades={trades.data} analytics={analytics.data} />
      <p className="mb-6 text-center text-sm">
        <Link to={paths.tradingGameLeaderboard} className="text-primary hover:underline">
          See the leaderboard of finished games
        </Link>
      </p>
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
