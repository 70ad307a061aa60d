import type { GameTrade } from '@/core/schemas/trading-game';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatUsd } from '@/client/lib/format';

const REASON_LABELS: Record<GameTrade['reason'], string> = {
  manual: 'Manual',
  auto: 'Auto',
  'margin-call': 'Margin call',
};

/** Every execution of the game, newest first; the date is 'Day N' until the finish. */
export function TradeHistory({ trades }: { trades: GameTrade[] | undefined }) {
  const rows = [...(trades ?? [])].reverse();
  return (
    <Card className="mb-6">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Trade History</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No trades executed yet</p>
        ) : (
          <div className="max-h-80 overflow-auto">
            <Table data-testid="trade-history">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Side</TableHead>
                  <TableHead>Order</TableHead>
                  <TableHead className="text-right">Contracts</TableHead>
                  <TableHead className="text-right">Price</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell className="whitespace-nowrap">{t.tradeDate}</TableCell>
                    <TableCell className={t.side === 'long' ? 'text-green-400' : 'text-red-400'}>
                      {t.side === 'long' ? 'BUY' : 'SELL'}
                    </TableCell>
                    <TableCell
                      className={t.reason === 'margin-call' ? 'font-semibold text-yellow-300' : undefined}
                    >
                      {REASON_LABELS[t.reason]}
                    </TableCell>
                    <TableCell className="text-right">{t.contracts}</TableCell>
                    <TableCell className="text-right font-mono">{t.price.toFixed(2)}</TableCell>
                    <TableCell className="text-right">{formatUsd(t.tradeAmount)}</TableCell>
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
