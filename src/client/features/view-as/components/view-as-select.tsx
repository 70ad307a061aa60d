import { VIEW_AS_KINDS, viewAsLabel } from '@/core/access/view-as';
import type { ViewAs } from '@/core/access/view-as';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { cn } from '@/client/lib/cn';

/** The viewers the operator can see the site as: visitor, free member, each plan. */
export function ViewAsSelect({
  id,
  label,
  value,
  onChange,
  disabled,
  className,
}: {
  id: string;
  label: string;
  value: ViewAs;
  onChange: (v: ViewAs) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ViewAs)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={cn('h-9 w-44', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {VIEW_AS_KINDS.map((k) => (
          <SelectItem key={k} value={k}>
            {viewAsLabel(k)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
