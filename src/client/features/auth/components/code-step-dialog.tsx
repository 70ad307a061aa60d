import { Loader2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { clearCodeStep, levelLabel } from '../lib/code-step-storage';
import type { CodeStep } from '../lib/code-step-storage';
import { useCodeStepForm } from '../lib/use-code-step-form';
import { CodeStepBody } from './code-step';

/**
 * The second-step modal inside /login (spec 01 §2): the same content as the code screen with
 * Cancel and Verify. /login opens it when a code step is still pending in this browser session
 * (e.g. the user came back from /mfa-verification with the browser's Back button).
 */
export function CodeStepDialog({ step, onClose }: { step: Partial<CodeStep>; onClose: () => void }) {
  const { form, onSubmit, canVerify, isPending } = useCodeStepForm('Invalid verification code');
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
        <CodeStepBody reasons={step.reasons ?? []} form={form} onSubmit={() => void onSubmit()} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <Button type="button" disabled={!canVerify} onClick={() => void onSubmit()}>
            {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Verify
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
