import { stringify } from 'csv-stringify/browser/esm/sync';
import type { LabTrade } from '@/core/schemas/lab';

export const TRADE_COLUMNS = [
  'Symbol',
  'Side',
  'Entry date',
  'Entry price',
  'Exit date',
  'Exit price',
  'Quantity',
  'P&L',
];

/** The trade list as CSV (csv-stringify, formulas escaped so a spreadsheet never runs a cell). */
export function tradesCsv(trades: LabTrade[]): string {
  return stringify(
    trades.map((t) => [
      t.symbol,
      t.side,
      t.entryDate,
      t.entryPrice,
      t.exitDate ?? '',
      t.exitPrice ?? '',
      t.quantity,
      t.pnl,
    ]),
    { header: true, columns: TRADE_COLUMNS, escape_formulas: true },
  );
}
