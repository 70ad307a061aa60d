import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import type { FinishAnswer, FinishBody } from '@/core/schemas/trading-game';
import { useFinishGame } from '../api/finish-game';
import { usePauseGame } from '../api/pause-game';
import { useResetGame } from '../api/reset-game';
import { useSetAutoTrading } from '../api/set-auto-trading';
import { useSetSpeed } from '../api/set-speed';
import { useStartGame } from '../api/start-game';

const serverMessage = (err: unknown) => (err instanceof ApiError ? err.serverMessage : undefined);

const onFailure = (title: string, fallback: string) => (err: unknown) =>
  toast({ title, description: serverMessage(err) ?? fallback, variant: 'destructive' });

/** Finished: the toasts of spec 02 §8, and a word when the report card asked for did not go out. */
function announceFinish(body: FinishBody, r: FinishAnswer) {
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
}

/** The player's intents sent to the server, each with the toast that answers it. */
export function useGameCommands({
  paused,
  contracts,
  onFinished,
}: {
  paused: boolean;
  contracts: number;
  onFinished: () => void;
}) {
  const start = useStartGame();
  const reset = useResetGame();
  const setSpeed = useSetSpeed();
  const pause = usePauseGame();
  const autoTrading = useSetAutoTrading();
  const finish = useFinishGame();

  const onAutoTrading = (enabled: boolean, n = contracts) =>
    autoTrading.mutate(
      { enabled, contracts: n },
      { onError: onFailure('Auto-trading Failed', 'Unable to change auto-trading') },
    );

  const onTogglePause = () =>
    pause.mutate(!paused, { onError: onFailure('Pause Failed', 'Unable to pause the game') });

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
        onFailure('Speed Update Failed', 'Unable to update game speed')(err);
        return false;
      },
    );

  const onFinish = (body: FinishBody) =>
    finish.mutate(body, {
      onSuccess: (r) => {
        onFinished();
        announceFinish(body, r);
      },
      onError: onFailure('Error Finishing Game', 'Unable to finish game'),
    });

  return { start, finish, onAutoTrading, onTogglePause, onReset, onSpeed, onFinish };
}
