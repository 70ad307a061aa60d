import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { DEFAULT_CONTRACTS } from '@/core/game/constants';
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
import { useGameCommands } from './use-game-commands';
import { useGameData } from './use-game-data';
import { usePlayArea } from './use-play-area';
import { useTradeActions } from './use-trade-actions';

/** /trading-game: the server holds the game; this page shows it and sends the player's intents. */
export function GamePage() {
  const [contracts, setContracts] = useState<number>(DEFAULT_CONTRACTS);
  const [finishOpen, setFinishOpen] = useState(false);
  const { state, paused, ohlc, trades, analytics, symbol, active, seenDay } = useGameData();
  const commands = useGameCommands({ paused, contracts, onFinished: () => setFinishOpen(false) });
  const actions = useTradeActions(state, symbol);
  const play = usePlayArea(active, Boolean(ohlc.data?.length));

  const onContracts = (n: number) => {
    setContracts(n);
    if (state?.autoTrading) commands.onAutoTrading(true, n);
  };

  const onStart = () =>
    commands.start.mutate(undefined, {
      onSuccess: play.announceStart,
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <IntroBanner />
      <GameControls
        state={state}
        starting={commands.start.isPending}
        onStart={onStart}
        onTogglePause={commands.onTogglePause}
        onSpeed={commands.onSpeed}
        onAutoTrading={(on) => commands.onAutoTrading(on)}
        onFinish={() => setFinishOpen(true)}
        onReset={commands.onReset}
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
        onConfirm={commands.onFinish}
        pending={commands.finish.isPending}
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
