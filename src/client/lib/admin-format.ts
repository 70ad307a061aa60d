/** Dates on admin screens: 'Nov 21, 2026' and 'Nov 21, 2026, 10:15' (UTC, so every operator sees the same). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
}

/** A label for snake/kebab values: 'canc_by_sub' -> 'Canc By Sub', 'in-progress' -> 'In Progress'. */
export const labelOf = (v: string) => v.replace(/[_-]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
