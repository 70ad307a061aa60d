/** 'December 9, 2026' (a day in UTC: trial and period ends are instants the server fixes). */
export const formatLongDay = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '—';
