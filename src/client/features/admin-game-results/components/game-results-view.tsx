import { ArrowDownWideNarrow, ArrowUpWideNarrow, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { paths } from '@/client/config/paths';
import { formatUsd } from '@/client/lib/format';
import { gameBadge } from '@/core/schemas/admin-records';
import type { GameResult } from '@/core/schemas/admin-records';
import { useGameResults } from '../api/game-results';
import { formatDateTime } from '@/client/lib/admin-format';
import { SelectField } from '@/client/components/ui/select-field';
import { StatCard } from '@/client/components/admin/stat-card';
import { STICKY_FIRST } from '@/client/components/admin/table-cells';

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
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Games Played" value={all.length} />
        <StatCard label="With Email" value={withEmail} />
        <StatCard label="Average P&L" value={formatUsd(Math.round(avgPnl))} tone={pnlTone(avgPnl)} />
        <StatCard label="Best P&L" value={formatUsd(Math.round(best))} tone={pnlTone(best)} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            aria-label="Search by email"
            placeholder="Search by email..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
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
      <Card>
        <CardContent className="pt-6">
          {rows.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">No game results found</p>
          ) : (
            <Table className="min-w-[900px]">
              <TableHeader className="whitespace-nowrap">
                <TableRow>
                  <TableHead className={STICKY_FIRST}>Player</TableHead>
                  <TableHead>Stock</TableHead>
                  <TableHead className="text-right">Total P&L</TableHead>
                  <TableHead className="text-right">Final Balance</TableHead>
                  <TableHead className="text-right">Win Rate</TableHead>
                  <TableHead className="text-right">Trades</TableHead>
                  <TableHead>Badge</TableHead>
                  <TableHead>Completed</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((g) => {
                  const badge = gameBadge(g.totalPnL);
                  return (
                    <TableRow key={g.id}>
                      <TableCell className={`${STICKY_FIRST} max-w-[220px] truncate`}>
                        {g.email ?? 'Anonymous'}
                      </TableCell>
                      <TableCell className="font-mono">{g.stockSymbol}</TableCell>
                      <TableCell className={`text-right tabular-nums ${pnlTone(g.totalPnL)}`}>
                        {formatUsd(Math.round(g.totalPnL))}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatUsd(Math.round(g.finalBalance))}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{g.winRate.toFixed(1)}%</TableCell>
                      <TableCell className="text-right tabular-nums">{g.totalTrades}</TableCell>
                      <TableCell>
                        <Badge variant={BADGE_VARIANT[badge]}>{badge}</Badge>
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">
                        {formatDateTime(g.completedAt)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
