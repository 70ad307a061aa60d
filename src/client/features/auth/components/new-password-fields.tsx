import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Label } from '@/client/components/ui/label';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';

/** New password + confirmation with the strength meter: reset page and settings. */
export function NewPasswordFields({
  id,
  password,
  fields,
  errors,
}: {
  id: string;
  password: string;
  fields: { password: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn };
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`} required>
          New Password
        </Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          {...fields.password}
        />
        <PasswordStrength password={password} />
        <FieldError message={errors.password} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-confirm`} required>
          Confirm New Password
        </Label>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirmPassword)}
          {...fields.confirmPassword}
        />
        <FieldError message={errors.confirmPassword} />
      </div>
    </>
  );
}
