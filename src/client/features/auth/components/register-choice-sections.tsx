import { Controller } from 'react-hook-form';
import { FieldError, Label } from '@/client/components/ui/label';
import { NativeCheckbox } from '@/client/components/ui/native-checkbox';
import { CaptchaWidget } from './captcha-widget';
import { MarketButtons, Section } from './register-fields';
import type { SectionProps } from './register-sections';

type ChoiceProps = Pick<SectionProps, 'form' | 'e'>;

export function MarketsSection({ form, e }: ChoiceProps) {
  return (
    <Section title="Market Interests">
      <Label required>Which markets interest you?</Label>
      <Controller
        control={form.control}
        name="marketsInterested"
        render={({ field }) => <MarketButtons value={field.value} onChange={field.onChange} />}
      />
      <FieldError message={e.marketsInterested?.message} />
    </Section>
  );
}

export function AccreditedSection({ form }: Pick<SectionProps, 'form'>) {
  return (
    <Section title="Accredited Investor">
      <p className="text-sm text-muted-foreground">Are you an accredited investor?</p>
      <Controller
        control={form.control}
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
  );
}

export function VerificationSection({
  form,
  e,
  captchaRound,
  captchaToken,
}: ChoiceProps & { captchaRound: number; captchaToken: string }) {
  return (
    <Section title="Verification">
      <CaptchaWidget
        key={captchaRound} // a new round is a fresh widget: no old answer left in the box
        round={captchaRound}
        verified={Boolean(captchaToken)}
        invalid={Boolean(e.captchaToken)}
        onVerified={(token) => form.setValue('captchaToken', token, { shouldValidate: true })}
      />
      <FieldError message={e.captchaToken?.message} />
      <Controller
        control={form.control}
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
  );
}
