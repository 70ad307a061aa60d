import { Flag, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MAX_SPEED, MIN_SPEED, SPEED_STEP } from '@/core/game/constants';
import { dayOfText } from '@/core/game/calendar';
import type { GameState } from '@/core/schemas/trading-game';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Switch } from '@/client/components/ui/switch';

const SPEED_SETTLE_MS = 400;

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

/**
 * Start, Pause (held on the server: the clock stands still), speed 0.5-5 (only while active),
 * auto-trading (run by the server on every bar), Finish, Reset (only when not active).
 */
export function GameControls(p: GameControlsProps) {
  const active = p.state?.gameActive ?? false;
  const serverSpeed = p.state?.speed ?? 1;
  // The player's pick until the server's state shows it: answers of earlier picks (or polls still
  // carrying the old speed) never move the slider back under the keyboard (8 ArrowRight
  // from 1x must reach 5x). The pick is sent once the slider rests for SPEED_SETTLE_MS.
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
      void p.onSpeed(n).then((ok) => {
        if (!ok) setDraft((d) => (d === n ? null : d));
      });
    }, SPEED_SETTLE_MS);
  };
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
