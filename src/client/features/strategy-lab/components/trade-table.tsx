import { ArrowDown, ArrowUp, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { LabTrade } from '@/core/schemas/lab';
import { Button } from '@/client/components/ui/button';
import { formatUsd } from '@/client/lib/format';
import { tradesCsv } from '../lib/trades-csv';

type Key = keyof Pick<LabTrade, 'symbol' | 'side' | 'entryDate' | 'exitDate' | 'pnl'>;
const HEADERS: Array<[Key, string]> = [
  ['symbol', 'Symbol'],
  ['side', 'Side'],
  ['entryDate', 'Entry'],
  ['exitDate', 'Exit'],
  ['pnl', 'P&L'],
];
const FIRST = 50;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

type Sort = { key: Key; desc: boolean };

/** The trades in the chosen order; a missing value (an open trade's exit) sorts as the smallest. */
function useSortedTrades(trades: LabTrade[], sort: Sort) {
  return useMemo(() => {
    const dir = sort.desc ? -1 : 1;
    return [...trades].sort((a, b) => {
      const x = a[sort.key] ?? '';
      const y = b[sort.key] ?? '';
      return (x < y ? -1 : x > y ? 1 : 0) * dir;
    });
  }, [trades, sort]);
}

/** A column's header: a click sorts by it, descending first, and a second click turns the order. */
function SortHeader({
  column: [key, label],
  sort,
  onSort,
}: {
  column: [Key, string];
  sort: Sort;
  onSort: (key: Key) => void;
}) {
  const active = sort.key === key;
  return (
    <th
      className="py-2 pr-3 font-medium"
      aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 hover:text-foreground"
        onClick={() => onSort(key)}
      >
        {label}
        {active ? (
          sort.desc ? (
            <ArrowDown className="h-3 w-3" aria-hidden="true" />
          ) : (
            <ArrowUp className="h-3 w-3" aria-hidden="true" />
          )
        ) : null}
      </button>
    </th>
  );
}

function TradeRow({ t }: { t: LabTrade }) {
  return (
    <tr className="border-b border-border/50">
      <td className="py-1.5 pr-3">{t.symbol}</td>
      <td className="py-1.5 pr-3">{t.side}</td>
      <td className="whitespace-nowrap py-1.5 pr-3 tabular-nums">
        {t.entryDate}
        <span className="block text-xs text-muted-foreground">@ {t.entryPrice}</span>
      </td>
      <td className="whitespace-nowrap py-1.5 pr-3 tabular-nums">
        {t.exitDate ?? 'open'}
        {t.exitDate ? <span className="block text-xs text-muted-foreground">@ {t.exitPrice}</span> : null}
      </td>
      <td
        className={`py-1.5 pr-3 whitespace-nowrap text-right tabular-nums ${t.pnl >= 0 ? 'text-green-400' : 'text-red-400'}`}
      >
        {formatUsd(t.pnl)}
      </td>
    </tr>
  );
}

/** The run's trades, sortable by any column; the table shows the first 50 until asked for all, the CSV holds every one. */
export function TradeTable({ trades, name }: { trades: LabTrade[]; name: string }) {
  const [sort, setSort] = useState<Sort>({ key: 'entryDate', desc: true });
  const [all, setAll] = useState(false);
  const shown = all ? trades.length : FIRST;
  const sorted = useSortedTrades(trades, sort);
  const sortBy = (key: Key) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : true }));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {trades.length} trades{trades.length > shown ? `, the first ${shown} shown` : ''}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => download(`lab-trades-${name}.csv`, tradesCsv(trades))}
        >
          <Download className="mr-1 h-4 w-4" aria-hidden="true" /> Export CSV
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="lab-trades">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              {HEADERS.map((column) => (
                <SortHeader key={column[0]} column={column} sort={sort} onSort={sortBy} />
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.slice(0, shown).map((t, i) => (
              <TradeRow key={i} t={t} />
            ))}
          </tbody>
        </table>
      </div>
      {trades.length > shown ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {trades.length} trades
        </Button>
      ) : null}
    </div>
  );
}
