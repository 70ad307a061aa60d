/**
 * Sticky columns of the admin tables. On phones the row's actions stay pinned to the right edge
 * while the other columns scroll under them; from `sm` up the first (identifying) column also stays.
 */
export const STICKY_FIRST = 'sm:sticky sm:left-0 sm:z-10 bg-card';
export const STICKY_ACTIONS =
  'sticky right-0 z-10 bg-card text-right shadow-[-10px_0_10px_-10px_rgba(0,0,0,0.8)]';
