import { Gamepad2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { LandingSection } from './section';

/** Landing-page invitation to the trading game (docs/features/trading-game.md). */
export function GameTeaser() {
  return (
    <LandingSection
      id="game"
      eyebrow="Trading game"
      title="Trade a mystery stock on real prices"
      intro="A random S&P 500 stock and a hidden 3-year stretch of its real daily prices. Follow the breakouts, survive the margin calls, and find out at the end which stock it was and whether you beat buy-and-hold."
    >
      <div className="text-center">
        <Button asChild size="lg">
          <Link to={paths.tradingGame}>
            <Gamepad2 aria-hidden="true" /> Play the Trading Game
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}
