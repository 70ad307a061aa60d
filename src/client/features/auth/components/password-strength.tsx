import { Check, X } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { PASSWORD_CHECKS, passwordStrength } from '@/core/schemas/auth';

const COLORS = { Weak: 'bg-red-500', Medium: 'bg-amber-500', Strong: 'bg-emerald-500' } as const;
const TEXT = { Weak: 'text-red-400', Medium: 'text-amber-400', Strong: 'text-emerald-400' } as const;

/** Live strength meter: five checks, fewer than 2 met Weak, 2-3 Medium, 4+ Strong (spec 01 §5). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { met, strength } = passwordStrength(password);
  return (
    <div id={id} className="space-y-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div className="flex h-1.5 flex-1 gap-1" aria-hidden="true">
          {PASSWORD_CHECKS.map((c, i) => (
            <span
              key={c.label}
              className={cn('h-full flex-1 rounded-full', i < met ? COLORS[strength] : 'bg-muted')}
            />
          ))}
        </div>
        <span className={cn('text-xs font-medium', TEXT[strength])} data-testid="password-strength">
          {strength}
        </span>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {PASSWORD_CHECKS.map((c) => {
          const ok = c.test(password);
          return (
            <li
              key={c.label}
              className={cn('flex items-center gap-1.5', ok ? 'text-emerald-400' : 'text-muted-foreground')}
            >
              {ok ? (
                <Check className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {c.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
