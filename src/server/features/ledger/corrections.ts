import type { LedgerRow } from '../../../core/schemas/ledger';
import type { RunChange } from './changes';

export interface ChangeFigures {
  action: string;
  fillPrice: number;
  stop: number | null;
  size: number;
}
export interface Correction {
  symbol: string;
  barDate: string;
  /** What the ledger says was published (null: nothing was). */
  published: ChangeFigures | null;
  /** What today's stored bars give (null: no change any more). */
  recomputed: ChangeFigures | null;
}

const figures = (c: ChangeFigures): ChangeFigures => ({
  action: c.action,
  fillPrice: c.fillPrice,
  stop: c.stop,
  size: c.size,
});
const same = (a: ChangeFigures, b: ChangeFigures) =>
  a.action === b.action && a.fillPrice === b.fillPrice && a.stop === b.stop && a.size === b.size;

/**
 * Where the changes the stored bars give today differ from the published ones, oldest first: a bar
 * corrected after publication (or a data file replaced) shows here, while the ledger keeps what was
 * published. Only symbols the ledger covers, up to each one's mark, are compared.
 */
export function correctionsOf(
  published: readonly LedgerRow[],
  recomputed: readonly RunChange[],
  marks: ReadonlyMap<string, string>,
): Correction[] {
  const key = (symbol: string, date: string) => `${symbol}@${date}`;
  const pub = new Map(published.map((r) => [key(r.symbol, r.barDate), r]));
  const now = new Map(
    recomputed
      .filter((c) => marks.has(c.symbol) && c.barDate <= marks.get(c.symbol)!)
      .map((c) => [key(c.symbol, c.barDate), c]),
  );
  const out: Correction[] = [];
  for (const k of new Set([...pub.keys(), ...now.keys()])) {
    const p = pub.get(k);
    const r = now.get(k);
    if (p && r && same(p, r)) continue;
    const at = (p ?? r)!;
    out.push({
      symbol: at.symbol,
      barDate: at.barDate,
      published: p ? figures(p) : null,
      recomputed: r ? figures(r) : null,
    });
  }
  return out.sort((a, b) => a.barDate.localeCompare(b.barDate) || a.symbol.localeCompare(b.symbol));
}
