import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { GameResultsView } from '@/client/features/admin-game-results/components/game-results-view';

export function Component() {
  return (
    <AdminPage title="Game Results" subtitle="Finished games of the Futures Trading Simulator.">
      <GameResultsView />
    </AdminPage>
  );
}
