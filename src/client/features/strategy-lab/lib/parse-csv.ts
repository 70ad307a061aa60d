import { parse } from 'csv-parse/browser/esm/sync';
import { LAB_MAX_BARS } from '@/core/schemas/lab';
import type { LabBar } from '@/core/schemas/lab';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLUMNS = ['date', 'open', 'high', 'low', 'close'] as const;

export type CsvResult = { ok: true; bars: LabBar[] } | { ok: false; error: string };

/**
 * A member's own daily history, read in the browser (csv-parse): `date,open,high,low,close[,volume]`,
 * a header line optional, dates YYYY-MM-DD rising. The first problem is reported with its line.
 */
export function parseLabCsv(text: string): CsvResult {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return { ok: false, error: `Line ${line ?? '?'}: not a CSV file (${(err as Error).message})` };
  }
  if (records.length && !DATE.test(records[0].record[0] ?? '')) records = records.slice(1);
  if (records.length < 2) return { ok: false, error: 'The file needs at least 2 rows of prices.' };
  if (records.length > LAB_MAX_BARS)
    return { ok: false, error: `The file has ${records.length} rows; at most ${LAB_MAX_BARS} are taken.` };
  const bars: LabBar[] = [];
  for (const { record, info } of records) {
    const line = info.lines;
    const [date, ...rest] = record;
    if (!DATE.test(date ?? ''))
      return { ok: false, error: `Line ${line}: the date must be YYYY-MM-DD (got '${date ?? ''}')` };
    const nums = rest.slice(0, 4).map(Number);
    const bad = COLUMNS.slice(1).findIndex((_, i) => !(nums[i] > 0));
    if (bad >= 0) return { ok: false, error: `Line ${line}: ${COLUMNS[bad + 1]} must be a number above 0` };
    const [open, high, low, close] = nums;
    if (high < Math.max(open, close, low) || low > Math.min(open, close))
      return { ok: false, error: `Line ${line}: high and low must hold open and close` };
    const prev = bars[bars.length - 1];
    if (prev && date <= prev.date)
      return { ok: false, error: `Line ${line}: dates must rise (${date} after ${prev.date})` };
    const volume = rest[4] === undefined || rest[4] === '' ? undefined : Number(rest[4]);
    bars.push({ date, open, high, low, close, ...(volume !== undefined && volume >= 0 ? { volume } : {}) });
  }
  return { ok: true, bars };
}
