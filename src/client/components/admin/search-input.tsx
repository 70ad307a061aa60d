import { Search } from 'lucide-react';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';

/** The search box above an admin list, with its magnifier icon; `id` shows the label above it. */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id?: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const box = (
    <div className={id ? 'relative' : cn('relative flex-1', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        aria-label={id ? undefined : label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
  if (!id) return box;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {box}
    </div>
  );
}
