import { GamePage } from '@/client/features/trading-game/components/game-page';

/** /trading-game (open to everyone): the futures trading simulator. */
export function Component() {
  return <GamePage />;
}
