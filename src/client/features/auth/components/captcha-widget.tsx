import { CheckCircle2, Loader2, RefreshCw, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/cn';
import { useCaptchaAnswer } from './use-captcha-answer';

function CaptchaVerified() {
  return (
    <div
      className="flex items-center gap-2 rounded-md border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm text-emerald-300"
      role="status"
    >
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
      Security verification complete
    </div>
  );
}

/**
 * Spec 01 §4: a random sum of two numbers 1-10 (issued by the server), Verify, 'Security
 * verification complete' with a token, a wrong answer clears the input (and the server issues
 * a new sum, since each challenge can be answered once). `round` changes start it over.
 */
export function CaptchaWidget({
  round,
  verified,
  onVerified,
  invalid,
}: {
  round: number;
  verified: boolean;
  onVerified: (token: string) => void;
  invalid?: boolean;
}) {
  const id = useId();
  const { challenge, verify, answer, setAnswer, wrong, next, submit } = useCaptchaAnswer(round, onVerified);

  if (verified) return <CaptchaVerified />;

  return (
    <div className={cn('space-y-2 rounded-md border p-3', invalid && 'border-destructive')}>
      <Label htmlFor={`${id}-answer`} className="flex items-center gap-2">
        <ShieldCheck className="h-4 w-4 text-primary" aria-hidden="true" />
        Security check: what is{' '}
        <span data-testid="captcha-question" className="font-mono text-base text-white">
          {challenge.data ? `${challenge.data.a} + ${challenge.data.b}` : '…'}
        </span>
        ?
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-answer`}
          inputMode="numeric"
          autoComplete="off"
          className="w-28"
          value={answer}
          aria-invalid={wrong || invalid}
          onChange={(e) => setAnswer(e.target.value.replace(/[^\d]/g, '').slice(0, 2))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={submit}
          disabled={!challenge.data || !answer || verify.isPending}
        >
          {verify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Verify
        </Button>
        <Button type="button" variant="ghost" size="icon" onClick={next} aria-label="New question">
          <RefreshCw aria-hidden="true" />
        </Button>
      </div>
      {wrong ? <p className="text-sm text-red-400">Incorrect answer, please try the new question.</p> : null}
      {challenge.isError ? (
        <p className="text-sm text-red-400">Could not load the security check. Press the refresh button.</p>
      ) : null}
    </div>
  );
}
