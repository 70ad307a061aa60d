import { ArrowDownWideNarrow, ArrowUpWideNarrow } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatUsd } from '@/client/lib/format';
import { gameBadge } from '@/core/schemas/admin-records';
import type { GameResult } from '@/core/schemas/admin-records';
import { GAME_RESULTS_PAGE_SIZE } from '@/core/api/admin-game-results';
import { useGameResults, useGameResultsSummary } from '../api/game-results';
import { formatDateTime } from '@/client/lib/admin-format';
import { SelectField } from '@/client/components/ui/select-field';
import { StatCard } from '@/client/components/admin/stat-card';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';
import { SearchInput } from '@/client/components/admin/search-input';
import { usePagedParams } from '@/client/components/admin/use-row-dialogs';

/** The first view: newest first, no search. Any change of search or sort goes back to page 1. */
const FIRST_PAGE = { page: 1, search: '', sortBy: 'date', sortOrder: 'desc' };
const BADGE_VARIANT: Record<ReturnType<typeof gameBadge>, BadgeVariant> = {
  'Market Wizard': 'purple',
  Profitable: 'green',
  Learning: 'blue',
};
const pnlTone = (n: number) => (n > 0 ? 'text-green-400' : n < 0 ? 'text-red-400' : '');
const RIGHT = { align: 'text-right', cellClass: 'tabular-nums' };

const COLUMNS: Column<GameResult>[] = [
  { head: 'Player', cellClass: 'max-w-[220px] truncate', cell: (g) => g.email ?? 'Anonymous' },
  { head: 'Stock', cellClass: 'font-mono', cell: (g) => g.stockSymbol },
  {
    head: 'Total P&L',
    align: 'text-right',
    cellClass: (g) => `tabular-nums ${pnlTone(g.totalPnL)}`,
    cell: (g) => formatUsd(Math.round(g.totalPnL)),
  },
  { head: 'Final Balance', ...RIGHT, cell: (g) => formatUsd(Math.round(g.finalBalance)) },
  { head: 'Win Rate', ...RIGHT, cell: (g) => `${g.winRate.toFixed(1)}%` },
  { head: 'Trades', ...RIGHT, cell: (g) => g.totalTrades },
  {
    head: 'Badge',
    cell: (g) => {
      const badge = gameBadge(g.totalPnL);
      return <Badge variant={BADGE_VARIANT[badge]}>{badge}</Badge>;
    },
  },
  {
    head: 'Completed',
    cellClass: 'whitespace-nowrap text-muted-foreground',
    cell: (g) => formatDateTime(g.completedAt),
  },
];

/** Game results (spec §2, §4, §9): cards over every game, email search, sort with asc/desc, badges, pages. */
export function GameResultsView() {
  const { params, change, setPage } = usePagedParams(FIRST_PAGE);
  const results = useGameResults(params);
  const summary = useGameResultsSummary(params.search);
  const desc = params.sortOrder === 'desc';

  if (results.isLoading || summary.isLoading)
    return <p className="py-8 text-center text-muted-foreground">Loading...</p>;
  if (results.isError || summary.isError) {
    return (
      <Card>
        <CardContent className="space-y-4 py-8 text-center">
          <p role="alert" className="text-red-400">
            Error loading game results
          </p>
          <p className="text-sm text-muted-foreground">Failed to fetch game results</p>
          <Button asChild variant="outline">
            <Link to={paths.admin.panel}>Back to Admin</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const stats = summary.data;
  const avgPnl = stats?.averagePnL ?? 0;
  const best = stats?.bestPnL ?? 0;
  const matching = stats?.matching ?? 0;

  return (
    <ListScreen
      above={
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Games Played" value={stats?.gamesPlayed ?? 0} />
            <StatCard label="With Email" value={stats?.withEmail ?? 0} />
            <StatCard label="Average P&L" value={formatUsd(Math.round(avgPnl))} tone={pnlTone(avgPnl)} />
            <StatCard label="Best P&L" value={formatUsd(Math.round(best))} tone={pnlTone(best)} />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchInput
              label="Search by email"
              placeholder="Search by email..."
              value={params.search}
              onChange={(v) => change('search', v)}
            />
            <SelectField
              id="game-sort"
              label="Sort by"
              className="space-y-1.5 sm:w-44"
              value={params.sortBy}
              onChange={(v) => change('sortBy', v)}
              options={[
                { value: 'date', label: 'Date' },
                { value: 'pnl', label: 'P&L' },
                { value: 'winRate', label: 'Win Rate' },
              ]}
            />
            <Button
              variant="outline"
              onClick={() => change('sortOrder', desc ? 'asc' : 'desc')}
              aria-label={desc ? 'Descending, switch to ascending' : 'Ascending, switch to descending'}
            >
              {desc ? <ArrowDownWideNarrow aria-hidden="true" /> : <ArrowUpWideNarrow aria-hidden="true" />}{' '}
              {desc ? 'Desc' : 'Asc'}
            </Button>
          </div>
        </>
      }
      texts={{ empty: 'No game results found' }}
      minWidth="min-w-[900px]"
      rows={results.data ?? []}
      columns={COLUMNS}
      // Paging shows once there is more than one page of results.
      pager={{
        onlyWhenPaged: true,
        page: params.page,
        total: matching,
        size: GAME_RESULTS_PAGE_SIZE,
        onPage: setPage,
      }}
    />
  );
}
