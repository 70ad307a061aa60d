import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { Leaderboard } from '@/client/features/trading-game/components/leaderboard';

/** /trading-game/leaderboard (public): the best finished games by nickname. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Trading Game Leaderboard</h1>
      <p className="mt-2 mb-6 text-sm text-muted-foreground">
        Finished games whose players chose a nickname, best total P&L first, next to what buying and holding
        the same stock over the same days would have made.{' '}
        <Link to={paths.tradingGame} className="text-primary hover:underline">
          Play the game
        </Link>
      </p>
      <Leaderboard />
    </div>
  );
}
