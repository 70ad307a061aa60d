import { returnPct } from '@/core/game/calendar';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatSignedPercent, formatUsd } from '@/client/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';

/** The public leaderboard of finished games: nickname, result against buy-and-hold, the stock. */
export function Leaderboard() {
  const { data, isLoading, isError, refetch } = useLeaderboard();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Top finished games</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p role="alert" className="py-6 text-center text-sm text-red-300">
            Could not load the leaderboard.{' '}
            <button type="button" className="underline" onClick={() => void refetch()}>
              Try again
            </button>
          </p>
        ) : !data || data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No finished games yet: finish a game with a nickname to be the first.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <Table data-testid="leaderboard">
              <TableHeader>
                <TableRow>
                  <TableHead>#</TableHead>
                  <TableHead>Player</TableHead>
                  <TableHead className="text-right">P&L</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Buy and hold</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Trades</TableHead>
                  <TableHead>Stock</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((r) => (
                  <TableRow key={r.rank}>
                    <TableCell>{r.rank}</TableCell>
                    <TableCell className="max-w-40 truncate font-medium text-white">{r.nickname}</TableCell>
                    <TableCell className="whitespace-nowrap text-right">
                      {formatUsd(r.totalPnL)}{' '}
                      <span className="hidden text-muted-foreground sm:inline">
                        ({formatSignedPercent(returnPct(r.totalPnL))})
                      </span>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-right text-muted-foreground sm:table-cell">
                      {r.buyHoldPnL == null ? '-' : formatSignedPercent(returnPct(r.buyHoldPnL))}
                    </TableCell>
                    <TableCell className="hidden text-right sm:table-cell">{r.totalTrades}</TableCell>
                    <TableCell className="whitespace-nowrap" title={r.stockName}>
                      {r.stockSymbol}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
