import { LockIcon } from './lock-cell';

/** A number the server may have replaced with 'LOCKED' (or null when there is none). */
export function LockedValue({
  value,
  format,
}: {
  value: number | null | 'LOCKED';
  format: (n: number) => string;
}) {
  if (value === 'LOCKED') return <LockIcon className="align-middle" />;
  if (value === null) return <span className="text-muted-foreground">---</span>;
  return <>{format(value)}</>;
}
