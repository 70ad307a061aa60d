import type { ReactNode } from 'react';
import { Label } from '@/client/components/ui/label';

/** A label over its control, the lab's form field. */
export function LabelledField({
  id,
  label,
  className = 'space-y-1',
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
