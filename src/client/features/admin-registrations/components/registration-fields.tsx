import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { FieldError, Label } from '@/client/components/ui/label';
import { optionsOf } from '@/client/components/ui/options';
import { SelectField } from '@/client/components/ui/select-field';
import { Switch } from '@/client/components/ui/switch';
import { labelOf } from '@/client/lib/admin-format';
import { REGISTRATION_STATUSES } from '@/core/schemas/admin-records';
import type { RegistrationPatch } from '@/core/schemas/admin-records';

const FLAGS: Array<{ key: Exclude<keyof RegistrationPatch, 'status'>; label: string }> = [
  { key: 'enableFutures', label: 'Enable Futures' },
  { key: 'enableEquities', label: 'Enable Equities' },
  { key: 'enableCryptos', label: 'Enable Cryptos' },
  { key: 'isPaidSubscriber', label: 'Paid Subscriber' },
];

/** The status select and the four permission switches; `status` shows until the form is filled. */
export function RegistrationFields({
  control,
  status,
}: {
  control: Control<RegistrationPatch>;
  status: string;
}) {
  return (
    <>
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <div className="space-y-1.5">
            <SelectField
              id="reg-status"
              label="Status"
              value={field.value ?? status}
              onChange={field.onChange}
              options={optionsOf(REGISTRATION_STATUSES, labelOf)}
            />
            <FieldError message={fieldState.error?.message} />
          </div>
        )}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {FLAGS.map((f) => (
          <Controller
            key={f.key}
            control={control}
            name={f.key}
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id={`reg-${f.key}`} checked={field.value ?? false} onCheckedChange={field.onChange} />
                <Label htmlFor={`reg-${f.key}`}>{f.label}</Label>
              </div>
            )}
          />
        ))}
      </div>
    </>
  );
}
