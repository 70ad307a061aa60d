import { ArrowDownWideNarrow, ArrowUpWideNarrow } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatUsd } from '@/client/lib/format';
import { gameBadge } from '@/core/schemas/admin-records';
import type { GameResult } from '@/core/schemas/admin-records';
import { useGameResults } from '../api/game-results';
import { formatDateTime } from '@/client/lib/admin-format';
import { SelectField } from '@/client/components/ui/select-field';
import { StatCard } from '@/client/components/admin/stat-card';
import { ListScreen } from '@/client/components/admin/list-screen';
import type { Column } from '@/client/components/admin/data-table';
import { SearchInput } from '@/client/components/admin/search-input';

type SortKey = 'date' | 'pnl' | 'winRate';
const SORT_VALUE: Record<SortKey, (g: GameResult) => number> = {
  date: (g) => Date.parse(g.completedAt),
  pnl: (g) => g.totalPnL,
  winRate: (g) => g.winRate,
};
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

/** Game results (spec §2, §4, §9): cards, email search, sort with asc/desc, badges. */
export function GameResultsView() {
  const results = useGameResults();
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<SortKey>('date');
  const [desc, setDesc] = useState(true);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = (results.data ?? []).filter((g) => !q || (g.email ?? '').toLowerCase().includes(q));
    const dir = desc ? -1 : 1;
    return [...list].sort((a, b) => dir * (SORT_VALUE[sortBy](a) - SORT_VALUE[sortBy](b)));
  }, [results.data, search, sortBy, desc]);

  if (results.isLoading) return <p className="py-8 text-center text-muted-foreground">Loading...</p>;
  if (results.isError) {
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

  const all = results.data ?? [];
  const withEmail = all.filter((g) => g.email).length;
  const avgPnl = all.length ? all.reduce((s, g) => s + g.totalPnL, 0) / all.length : 0;
  const best = all.length ? Math.max(...all.map((g) => g.totalPnL)) : 0;

  return (
    <ListScreen
      above={
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Games Played" value={all.length} />
            <StatCard label="With Email" value={withEmail} />
            <StatCard label="Average P&L" value={formatUsd(Math.round(avgPnl))} tone={pnlTone(avgPnl)} />
            <StatCard label="Best P&L" value={formatUsd(Math.round(best))} tone={pnlTone(best)} />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchInput
              label="Search by email"
              placeholder="Search by email..."
              value={search}
              onChange={setSearch}
            />
            <SelectField
              id="game-sort"
              label="Sort by"
              className="space-y-1.5 sm:w-44"
              value={sortBy}
              onChange={(v) => setSortBy(v as SortKey)}
              options={[
                { value: 'date', label: 'Date' },
                { value: 'pnl', label: 'P&L' },
                { value: 'winRate', label: 'Win Rate' },
              ]}
            />
            <Button
              variant="outline"
              onClick={() => setDesc((d) => !d)}
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
      rows={rows}
      columns={COLUMNS}
    />
  );
}
