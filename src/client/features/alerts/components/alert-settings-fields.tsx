import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Checkbox } from '@/client/components/ui/checkbox';
import { FieldError, Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Switch } from '@/client/components/ui/switch';
import { paths } from '@/client/config/paths';
import type { AlertSettings, AlertSettingsPatch } from '@/core/schemas/alerts';

const MARKETS = [
  { key: 'futures', label: 'Futures' },
  { key: 'equities', label: 'Equities' },
  { key: 'crypto', label: 'Crypto' },
] as const;

const DIGESTS = [
  { value: 'instant', label: 'Instant - one mail per update with changes' },
  { value: 'daily', label: 'Daily summary - after the end-of-day update' },
  { value: 'off', label: 'Off' },
] as const;

type FieldProps = { id: string; control: Control<AlertSettingsPatch> };

/** Shown to a member whose plan has no live market: the choices are kept for after an upgrade. */
export function UpgradeNote() {
  return (
    <Alert data-testid="alerts-upgrade-note">
      <AlertTitle as="h3">Alerts come with a premium subscription</AlertTitle>
      <AlertDescription>
        Alerts are sent for the markets your subscription shows live. You can choose them now; they start once
        you upgrade.{' '}
        <Link to={paths.upgrade} className="underline">
          Upgrade
        </Link>
      </AlertDescription>
    </Alert>
  );
}

export function MarketChoices({ id, control, liveMarkets }: FieldProps & Pick<AlertSettings, 'liveMarkets'>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Markets</legend>
      {MARKETS.map((m) => (
        <div key={m.key} className="flex items-center gap-2">
          <Controller
            control={control}
            name={m.key}
            render={({ field }) => (
              <Checkbox
                id={`${id}-${m.key}`}
                checked={field.value}
                onCheckedChange={(c) => field.onChange(c === true)}
              />
            )}
          />
          <Label htmlFor={`${id}-${m.key}`}>{m.label}</Label>
          {!liveMarkets[m.key] ? (
            <span className="text-xs text-muted-foreground">(not live on your plan)</span>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

export function DigestField({ id, control, error }: FieldProps & { error?: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-digest`}>How often</Label>
      <Controller
        control={control}
        name="digest"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={`${id}-digest`} className="w-full sm:w-96">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIGESTS.map((d) => (
                <SelectItem key={d.value} value={d.value}>
                  {d.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError message={error} />
    </div>
  );
}

export function SmsField({
  id,
  control,
  mobile,
  error,
}: FieldProps & Pick<AlertSettings, 'mobile'> & { error?: string }) {
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="sms"
          render={({ field }) => (
            <Switch id={`${id}-sms`} checked={field.value ?? false} onCheckedChange={field.onChange} />
          )}
        />
        <Label htmlFor={`${id}-sms`}>
          Also send instant alerts by text message{mobile ? ` to ${mobile}` : ''}
        </Label>
      </div>
      <FieldError message={error} />
    </div>
  );
}
