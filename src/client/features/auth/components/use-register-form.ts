import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { usePreloadGuessability, withGuessability } from '@/client/lib/guessable-password';
import { registerSchema } from '@/core/schemas/auth';
import type { RegisterInput } from '@/core/schemas/auth';
import { useRegister } from '../api/register';

export type RegisterFormApi = UseFormReturn<RegisterInput, unknown, z.output<typeof registerSchema>>;

const EMPTY: RegisterInput = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  description: '' as RegisterInput['description'],
  referredBy: '' as RegisterInput['referredBy'],
  mobile: '',
  invitationCode: '',
  marketsInterested: [],
  accreditedInvestor: false,
  agreementAccepted: false,
  captchaToken: '',
};

/** The registration form, its captcha rounds and its submit: empty again after success. */
export function useRegisterForm() {
  const [captchaRound, setCaptchaRound] = useState(0);
  const register = useRegister();
  const form = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: withGuessability(
      zodResolver(registerSchema),
      (v) => v.email as string | undefined,
      (v) => [v.firstName, v.lastName].filter((w): w is string => typeof w === 'string'),
    ),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  usePreloadGuessability();
  const { handleSubmit, setError, setValue } = form;

  const restartCaptcha = () => {
    setValue('captchaToken', '');
    setCaptchaRound((r) => r + 1);
  };

  const onSubmit = handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Registration Successful',
          description: 'Your account has been created. Please check your email for confirmation.',
        });
        form.reset(EMPTY);
        restartCaptcha();
      },
      onError: (err) => {
        const body = err instanceof ApiError ? err.body : null;
        for (const issue of body?.issues ?? []) {
          if (issue.path in EMPTY) setError(issue.path as keyof RegisterInput, { message: issue.message });
        }
        // The server spends the captcha pass on every attempt: a new question, never a stale 'verified'.
        restartCaptcha();
        toast({
          title: 'Registration Failed',
          description: body?.message ?? 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return { form, onSubmit, captchaRound, pending: register.isPending };
}
