/**
 * Day columns a free viewer can read: a column counts as open when most rows carry a value there
 * (the sample symbol that is fully open does not make a locked day look open).
 */
export function openDayIndices(rows: Array<{ positions: readonly string[] }>, days: number): number[] {
  const open: number[] = [];
  for (let i = 0; i < days; i++) {
    const readable = rows.filter((r) => r.positions[i] !== undefined && r.positions[i] !== 'LOCKED').length;
    if (readable * 2 > rows.length) open.push(i);
  }
  return open;
}

/** The `count` newest open days (all days when none is open, e.g. an empty table). */
export function newestOpenDays(
  rows: Array<{ positions: readonly string[] }>,
  days: number,
  count: number,
): Set<number> {
  const open = openDayIndices(rows, days);
  const pool = open.length ? open : Array.from({ length: days }, (_, i) => i);
  return new Set(pool.slice(-count));
}
