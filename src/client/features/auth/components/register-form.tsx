import { Loader2, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { AccreditedSection, MarketsSection, VerificationSection } from './register-choice-sections';
import { fieldHelpers, PersonalSection, ProfessionalSection, SecuritySection } from './register-sections';
import { useRegisterForm } from './use-register-form';

/** Registration (spec 01 §2, §3, §5, §8): the same Zod schema the server checks. */
export function RegisterForm() {
  const id = useId();
  const { form, onSubmit, captchaRound, pending } = useRegisterForm();
  const e = form.formState.errors;
  const password = form.watch('password');
  const captchaToken = form.watch('captchaToken');
  const section = { form, e, ...fieldHelpers(id, e) };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Create account">
      <PersonalSection {...section} />
      <SecuritySection {...section} password={password} />
      <ProfessionalSection {...section} />
      <MarketsSection {...section} />
      <AccreditedSection {...section} />
      <VerificationSection {...section} captchaRound={captchaRound} captchaToken={captchaToken} />

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {pending ? 'Creating Account...' : 'Create Account'}
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
