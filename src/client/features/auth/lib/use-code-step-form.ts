import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/client/components/ui/use-toast';
import { codeStepSchema } from '@/core/schemas/auth';
import { useCodeStep } from './use-code-step';

export type CodeStepValues = z.input<typeof codeStepSchema>;

/**
 * The code step's form: the 6-digit code checked with the shared schema, a refused code toasted
 * ('Verification Failed') and shown under the field with `fallback` when the server gave no message.
 */
export function useCodeStepForm(fallback: string) {
  const form = useForm<CodeStepValues, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: '' },
    // A message goes away while typing; the next Verify checks again.
    reValidateMode: 'onSubmit',
  });
  const { submit, backToLogin, isPending } = useCodeStep((message) => {
    const text = message ?? fallback;
    toast({ title: 'Verification Failed', description: text, variant: 'destructive' });
    form.setError('code', { message: text });
  });
  const onSubmit = form.handleSubmit(({ code }) => submit(code));
  const canVerify = form.watch('code').length === 6 && !isPending;
  return { form, onSubmit, canVerify, isPending, backToLogin };
}
