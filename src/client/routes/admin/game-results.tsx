import { AdminPage } from '@/client/features/admin/components/admin-page';
import { GameResultsView } from '@/client/features/admin/components/game-results/game-results-view';

export function Component() {
  return (
    <AdminPage title="Game Results" subtitle="Finished games of the Futures Trading Simulator.">
      <GameResultsView />
    </AdminPage>
  );
}
