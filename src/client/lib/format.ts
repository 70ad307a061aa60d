import { formatFixed } from '@/core/number-format';

/** Spec 01 §5: values that are 'n/a' or not numeric show as ---. */
export function displayNumber(value: string | number | null | undefined, digits = 2): string {
  if (value === null || value === undefined) return '---';
  const n = typeof value === 'number' ? value : Number(value);
  if (value === 'n/a' || value === '' || !Number.isFinite(n)) return '---';
  return formatFixed(n, digits);
}

export function formatUsd(value: number, digits = 0): string {
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Signed percentage with 2 decimals: +1.23% / -0.50%. */
export function formatSignedPercent(value: number, digits = 2): string {
  const s = value.toFixed(digits);
  return `${value > 0 ? '+' : ''}${s}%`;
}

export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : s;
}

/** A timestamp in Chicago time with its zone, matching the CT schedules beside it: 'Nov 23, 2026, 8:46 AM CT'. */
export function formatCentralTime(iso: string): string {
  const s = new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Chicago',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${s} CT`;
}

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
