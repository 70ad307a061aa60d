import { Flag, Pause, Play, RotateCcw } from 'lucide-react';
import { MAX_SPEED, MIN_SPEED, SPEED_STEP } from '@/core/game/constants';
import { dayOfText } from '@/core/game/calendar';
import type { GameState } from '@/core/schemas/trading-game';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';
import { useSpeedDraft } from './use-speed-draft';

export interface GameControlsProps {
  state: GameState | undefined;
  starting: boolean;
  onStart: () => void;
  onTogglePause: () => void;
  /** Sends the speed; resolves false when the server refused it. */
  onSpeed: (speed: number) => Promise<boolean>;
  onAutoTrading: (on: boolean) => void;
  onFinish: () => void;
  onReset: () => void;
}

/** Start or Pause/Resume, then Finish while a game runs or Reset when none does. */
function PlayButtons({ p, active, paused }: { p: GameControlsProps; active: boolean; paused: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {!active ? (
        <Button onClick={p.onStart} disabled={p.starting}>
          <Play /> Start Game
        </Button>
      ) : (
        <Button variant="secondary" onClick={p.onTogglePause} disabled={p.state?.gameOver}>
          {paused ? <Play /> : <Pause />} {paused ? 'Resume' : 'Pause'}
        </Button>
      )}
      {active ? (
        <Button variant="outline" onClick={p.onFinish}>
          <Flag /> Finish Game
        </Button>
      ) : (
        <Button variant="outline" onClick={p.onReset}>
          <RotateCcw /> Reset Game
        </Button>
      )}
    </div>
  );
}

/**
 * Start, Pause (held on the server: the clock stands still), speed 0.5-5 (only while active),
 * auto-trading (run by the server on every bar), Finish, Reset (only when not active).
 */
export function GameControls(p: GameControlsProps) {
  const active = p.state?.gameActive ?? false;
  const { speed, pick } = useSpeedDraft(p.state?.speed ?? 1, p.onSpeed);
  const paused = active && (p.state?.paused ?? false);
  const atEnd = active && p.state && p.state.currentDay >= p.state.lastDay;

  return (
    <Card className="mb-6">
      <CardHeader className="pb-3">
        <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
          <span>Game Controls</span>
          {p.state && p.state.status !== 'idle' ? (
            <span data-testid="game-day" className="text-sm font-normal text-muted-foreground">
              {dayOfText(p.state.currentDay, p.state.lastDay)}
              {p.state.status === 'finished' ? ` · ${p.state.currentDate}` : ''}
              {paused ? ' · Paused' : ''}
            </span>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <PlayButtons p={p} active={active} paused={paused} />
        <div className="flex flex-col gap-1 sm:min-w-64">
          <Label htmlFor="game-speed">Speed: {speed}x</Label>
          <input
            id="game-speed"
            type="range"
            min={MIN_SPEED}
            max={MAX_SPEED}
            step={SPEED_STEP}
            value={speed}
            disabled={!active}
            onChange={(e) => pick(Number(e.target.value))}
            className="w-full accent-emerald-500 disabled:opacity-50"
          />
        </div>
        <div className="flex items-center gap-3">
          <Switch
            id="auto-trading"
            checked={p.state?.autoTrading ?? false}
            disabled={!active}
            onCheckedChange={p.onAutoTrading}
          />
          <Label htmlFor="auto-trading">Auto-trading (40/20-day breakouts)</Label>
        </div>
      </CardContent>
      {atEnd ? (
        <p className="px-5 pb-4 text-sm text-yellow-300">
          The last day of the window is reached: finish the game to reveal the stock.
        </p>
      ) : null}
    </Card>
  );
}
