import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { optionsOf } from '@/client/components/ui/options';
import { DESCRIPTIONS, REFERRAL_SOURCES } from '@/core/schemas/auth';
import type { RegisterInput } from '@/core/schemas/auth';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';
import { Field, Section } from './register-fields';
import type { RegisterErrors } from './register-fields';
import type { RegisterFormApi } from './use-register-form';

const DESCRIPTION_OPTIONS = optionsOf(DESCRIPTIONS);
const REFERRAL_OPTIONS = optionsOf(REFERRAL_SOURCES);

/** What a section of the registration form works with: the form, its errors, and each field's id and ARIA. */
export type SectionProps = ReturnType<typeof fieldHelpers> & { form: RegisterFormApi; e: RegisterErrors };

/** A field's id under the form's id, and the ARIA that ties an invalid field to its message. */
export function fieldHelpers(id: string, e: RegisterErrors) {
  const f = (name: string) => `${id}-${name}`;
  const aria = (name: keyof RegisterInput) => ({
    'aria-invalid': Boolean(e[name]),
    'aria-describedby': e[name] ? `${f(name)}-error` : undefined,
  });
  return { f, aria };
}

export function PersonalSection({ form, e, f, aria }: SectionProps) {
  return (
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
  );
}

export function SecuritySection({ form, e, f, aria, password }: SectionProps & { password: string }) {
  return (
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
  );
}

export function ProfessionalSection({ form, e, f, aria }: SectionProps) {
  return (
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
        <Field id={f('referredBy')} label="How did you hear about us?" required error={e.referredBy?.message}>
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
  );
}
