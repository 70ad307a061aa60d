import type { FuturesInstrument } from '@/core/schemas/markets';

/** The columns the server may send as 'LOCKED'. */
const LOCKABLE = [
  'change',
  'longQty',
  'shortQty',
  'initPrice',
  'ote',
  'rewardToRisk',
  'daysInTrade',
  'power',
] as const;
export type MetricKey = (typeof LOCKABLE)[number] | 'lastPrice' | 'netPrice' | 'instruction';

/** The grid's metric columns after the days, in order. */
export const METRICS: Array<{ key: MetricKey; label: string }> = [
  { key: 'change', label: 'Δ' },
  { key: 'longQty', label: 'Long' },
  { key: 'shortQty', label: 'Short' },
  { key: 'initPrice', label: 'Init Price' },
  { key: 'lastPrice', label: 'Last' },
  { key: 'netPrice', label: 'Net' },
  { key: 'ote', label: 'OTE' },
  { key: 'rewardToRisk', label: 'R:R' },
  { key: 'daysInTrade', label: 'Days' },
  { key: 'power', label: 'Power' },
  { key: 'instruction', label: 'Instruction' },
];

/**
 * Columns locked in most rows, hidden on a phone (a padlock per cell made the free phone
 * grid unreadable; one notice above the grid says what is premium instead).
 */
export function lockedColumns(rows: FuturesInstrument[], isPremium: boolean): Set<MetricKey> {
  const locked = new Set<MetricKey>();
  if (!isPremium) locked.add('instruction'); // 'Premium' on every row but the preview
  for (const key of LOCKABLE)
    if (rows.filter((r) => r[key] === 'LOCKED').length * 2 > rows.length) locked.add(key);
  return locked;
}
