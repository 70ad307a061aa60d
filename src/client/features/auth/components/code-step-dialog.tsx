import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { clearCodeStep, levelLabel } from '../lib/code-step-storage';
import type { CodeStep } from '../lib/code-step-storage';
import { useCodeStep } from '../lib/use-code-step';
import { CodeStepBody } from './code-step';

/**
 * The second-step modal inside /login (spec 01 §2): the same content as the code screen with
 * Cancel and Verify. /login opens it when a code step is still pending in this browser session
 * (e.g. the user came back from /mfa-verification with the browser's Back button).
 */
export function CodeStepDialog({ step, onClose }: { step: Partial<CodeStep>; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { submit, isPending } = useCodeStep((message) => {
    const text = message ?? 'Invalid verification code';
    toast({ title: 'Verification Failed', description: text, variant: 'destructive' });
    setError(text);
  });
  const cancel = () => {
    clearCodeStep();
    onClose();
  };
  const level = step.riskLevel ?? 'medium';

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : cancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{levelLabel(level)} Risk Activity Detected</DialogTitle>
          <DialogDescription>
            Enter the code we emailed to {step.email} to finish signing in.
          </DialogDescription>
        </DialogHeader>
        <CodeStepBody
          reasons={step.reasons ?? []}
          code={code}
          onCodeChange={(c) => {
            setCode(c);
            setError(undefined);
          }}
          error={error}
          onSubmit={() => submit(code)}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <Button type="button" disabled={code.length !== 6 || isPending} onClick={() => submit(code)}>
            {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Verify
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
