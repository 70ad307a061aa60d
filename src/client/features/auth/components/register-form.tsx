import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { FieldError, Label } from '@/client/components/ui/label';
import { NativeCheckbox } from '@/client/components/ui/native-checkbox';
import { NativeSelect } from '@/client/components/ui/native-select';
import { optionsOf } from '@/client/components/ui/options';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { usePreloadGuessability, withGuessability } from '@/client/lib/guessable-password';
import { DESCRIPTIONS, REFERRAL_SOURCES, registerSchema } from '@/core/schemas/auth';
import type { RegisterInput } from '@/core/schemas/auth';
import { useRegister } from '../api/register';
import { CaptchaWidget } from './captcha-widget';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';
import { Field, MarketButtons, Section } from './register-fields';

const DESCRIPTION_OPTIONS = optionsOf(DESCRIPTIONS);
const REFERRAL_OPTIONS = optionsOf(REFERRAL_SOURCES);

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

/** Registration (spec 01 §2, §3, §5, §8): the same Zod schema the server checks. */
export function RegisterForm() {
  const id = useId();
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
  const { control, formState, handleSubmit, setError, setValue, watch } = form;
  const e = formState.errors;
  const password = watch('password');
  const captchaToken = watch('captchaToken');

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

  const f = (name: string) => `${id}-${name}`;
  const aria = (name: keyof RegisterInput) => ({
    'aria-invalid': Boolean(e[name]),
    'aria-describedby': e[name] ? `${f(name)}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Create account">
      <Section title="Personal Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={f('firstName')} label="First Name" required error={e.firstName?.message}>
            <Input
              id={f('firstName')}
              autoComplete="given-name"
              {...form.register('firstName')}
              {...aria('firstName')}
            />
          </Field>
          <Field id={f('lastName')} label="Last Name" required error={e.lastName?.message}>
            <Input
              id={f('lastName')}
              autoComplete="family-name"
              {...form.register('lastName')}
              {...aria('lastName')}
            />
          </Field>
        </div>
        <Field id={f('email')} label="Email Address" required error={e.email?.message}>
          <Input
            id={f('email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.register('email')}
            {...aria('email')}
          />
        </Field>
        <Field
          id={f('mobile')}
          label="Mobile Number"
          error={e.mobile?.message}
          hint="For text alerts - messaging rates may apply"
        >
          <Input
            id={f('mobile')}
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 123 4567"
            {...form.register('mobile')}
            {...aria('mobile')}
          />
        </Field>
      </Section>

      <Section title="Account Security">
        <Field id={f('password')} label="Password" required error={e.password?.message}>
          <PasswordInput
            id={f('password')}
            autoComplete="new-password"
            {...form.register('password')}
            {...aria('password')}
          />
          <PasswordStrength password={password} />
        </Field>
        <Field id={f('confirmPassword')} label="Confirm Password" required error={e.confirmPassword?.message}>
          <PasswordInput
            id={f('confirmPassword')}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            {...aria('confirmPassword')}
          />
        </Field>
      </Section>

      <Section title="Professional Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={f('description')}
            label="Which best describes you?"
            required
            error={e.description?.message}
          >
            <NativeSelect
              id={f('description')}
              options={DESCRIPTION_OPTIONS}
              placeholder="Select one"
              {...form.register('description')}
              {...aria('description')}
            />
          </Field>
          <Field
            id={f('referredBy')}
            label="How did you hear about us?"
            required
            error={e.referredBy?.message}
          >
            <NativeSelect
              id={f('referredBy')}
              options={REFERRAL_OPTIONS}
              placeholder="Select one"
              {...form.register('referredBy')}
              {...aria('referredBy')}
            />
          </Field>
        </div>
        <Field id={f('invitationCode')} label="Invitation / Referral Code" error={e.invitationCode?.message}>
          <Input id={f('invitationCode')} autoComplete="off" {...form.register('invitationCode')} />
        </Field>
      </Section>

      <Section title="Market Interests">
        <Label required>Which markets interest you?</Label>
        <Controller
          control={control}
          name="marketsInterested"
          render={({ field }) => <MarketButtons value={field.value} onChange={field.onChange} />}
        />
        <FieldError message={e.marketsInterested?.message} />
      </Section>

      <Section title="Accredited Investor">
        <p className="text-sm text-muted-foreground">Are you an accredited investor?</p>
        <Controller
          control={control}
          name="accreditedInvestor"
          render={({ field }) => (
            <div className="flex gap-6">
              {[true, false].map((v) => (
                <label key={String(v)} className="flex cursor-pointer items-center gap-2 text-sm">
                  <NativeCheckbox
                    checked={field.value === v}
                    // Mutually exclusive boxes (spec 01): a click always picks this answer, so clicking
                    // the ticked one keeps it instead of flipping to the other.
                    onChange={() => field.onChange(v)}
                    aria-label={v ? 'Yes' : 'No'}
                  />
                  {v ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          )}
        />
      </Section>

      <Section title="Verification">
        <CaptchaWidget
          key={captchaRound} // a new round is a fresh widget: no old answer left in the box
          round={captchaRound}
          verified={Boolean(captchaToken)}
          invalid={Boolean(e.captchaToken)}
          onVerified={(token) => setValue('captchaToken', token, { shouldValidate: true })}
        />
        <FieldError message={e.captchaToken?.message} />
        <Controller
          control={control}
          name="agreementAccepted"
          render={({ field }) => (
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <NativeCheckbox
                className="mt-0.5"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                aria-invalid={Boolean(e.agreementAccepted)}
              />
              <span>
                I agree to the Terms of Service and Privacy Policy
                <span className="ml-0.5 text-red-400">*</span>
              </span>
            </label>
          )}
        />
        <FieldError message={e.agreementAccepted?.message} />
        <p className="rounded-md border bg-muted/30 p-3 text-xs text-muted-foreground">
          All content is for informational and educational purposes only and is not investment advice. Trading
          is risky; past performance is never an indication of future returns.
        </p>
      </Section>

      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.login} className="text-primary underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </form>
  );
}
