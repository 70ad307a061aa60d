import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Checkbox } from '@/client/components/ui/checkbox';
import { FieldError, Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Switch } from '@/client/components/ui/switch';
import { toast } from '@/client/components/ui/use-toast';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api';
import { alertSettingsPatchSchema } from '@/core/schemas/alerts';
import type { AlertSettings, AlertSettingsPatch } from '@/core/schemas/alerts';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';

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

function AlertForm({ settings }: { settings: AlertSettings }) {
  const id = useId();
  const save = useSaveAlertSettings();
  const values: AlertSettingsPatch = {
    futures: settings.futures,
    equities: settings.equities,
    crypto: settings.crypto,
    digest: settings.digest,
    sms: settings.sms,
  };
  const form = useForm<AlertSettingsPatch>({ resolver: zodResolver(alertSettingsPatchSchema), values });
  const anyLive = Object.values(settings.liveMarkets).some(Boolean);
  const e = form.formState.errors;

  const onSubmit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () =>
        toast({
          title: 'Alert Settings Saved',
          description: v.digest === 'off' ? 'Signal alerts are off.' : 'Your signal alerts are set.',
        }),
      onError: (err) => {
        const issue = err instanceof ApiError ? err.body?.issues?.find((i) => i.path === 'sms') : undefined;
        if (issue) form.setError('sms', { message: issue.message });
        toast({
          title: 'Saving Failed',
          description:
            (err instanceof ApiError && err.serverMessage) || 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Signal alert settings">
      {!anyLive ? (
        <Alert data-testid="alerts-upgrade-note">
          <AlertTitle as="h3">Alerts come with a premium subscription</AlertTitle>
          <AlertDescription>
            Alerts are sent for the markets your subscription shows live. You can choose them now; they start
            once you upgrade.{' '}
            <Link to={paths.upgrade} className="underline">
              Upgrade
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Markets</legend>
        {MARKETS.map((m) => (
          <div key={m.key} className="flex items-center gap-2">
            <Controller
              control={form.control}
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
            {!settings.liveMarkets[m.key] ? (
              <span className="text-xs text-muted-foreground">(not live on your plan)</span>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor={`${id}-digest`}>How often</Label>
        <Controller
          control={form.control}
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
        <FieldError message={e.digest?.message} />
      </div>
      {settings.smsAvailable ? (
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="sms"
              render={({ field }) => (
                <Switch id={`${id}-sms`} checked={field.value ?? false} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor={`${id}-sms`}>
              Also send instant alerts by text message{settings.mobile ? ` to ${settings.mobile}` : ''}
            </Label>
          </div>
          <FieldError message={e.sms?.message} />
        </div>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {save.isPending ? 'Saving...' : 'Save Alert Settings'}
      </Button>
    </form>
  );
}

/** Signal alerts in /settings: markets, rhythm and texts; free members see it with the upgrade note. */
export function AlertSettingsCard() {
  const settings = useAlertSettings(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Signal Alerts</CardTitle>
        <CardDescription>
          A mail when the model account opens, reverses or closes a position. Every mail has a one-click
          unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.error ? (
          <Alert variant="destructive">
            <AlertTitle as="h3">Failed to load your alert settings</AlertTitle>
            <AlertDescription>{settings.error.message}</AlertDescription>
          </Alert>
        ) : settings.data ? (
          <AlertForm settings={settings.data} />
        ) : (
          <Skeleton className="h-48 w-full" aria-label="Loading alert settings" />
        )}
      </CardContent>
    </Card>
  );
}
