import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { levelLabel } from '../lib/code-step-storage';

/** The content shared by the /mfa-verification page and the modal inside /login (spec 01 §2). */
export function CodeStepHeading({ level, as: Tag = 'h2' }: { level: string; as?: 'h1' | 'h2' }) {
  return (
    <Tag className="text-xl font-bold text-white sm:text-2xl">{levelLabel(level)} Risk Activity Detected</Tag>
  );
}

export function CodeStepBody({
  reasons,
  code,
  onCodeChange,
  error,
  onSubmit,
}: {
  reasons: string[];
  code: string;
  onCodeChange: (code: string) => void;
  error?: string;
  onSubmit: () => void;
}) {
  const id = useId();
  return (
    <div className="space-y-4">
      {reasons.length > 0 ? (
        <div>
          <p className="text-sm text-muted-foreground">We asked for an extra check because of:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="risk-reasons">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="flex items-start gap-2 rounded-md border bg-muted/30 p-3 text-sm">
        <Mail className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        We emailed you a 6-digit verification code. It expires in 10 minutes.
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (code.length === 6) onSubmit();
        }}
        className="space-y-2"
      >
        <Label htmlFor={`${id}-code`}>Verification code</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          maxLength={6}
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
          value={code}
          aria-invalid={Boolean(error)}
          onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          autoFocus
        />
        {error ? (
          <p role="alert" className="text-sm text-red-400">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
