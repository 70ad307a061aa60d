import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { AlertSettings } from '@/core/schemas/alerts';
import { useAlertSettings } from '../api/alert-settings';
import { DigestField, MarketChoices, SmsField, UpgradeNote } from './alert-settings-fields';
import { useAlertSettingsForm } from './use-alert-settings-form';

function AlertForm({ settings }: { settings: AlertSettings }) {
  const id = useId();
  const { form, onSubmit, saving } = useAlertSettingsForm(settings);
  const anyLive = Object.values(settings.liveMarkets).some(Boolean);
  const e = form.formState.errors;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Signal alert settings">
      {!anyLive ? <UpgradeNote /> : null}
      <MarketChoices id={id} control={form.control} liveMarkets={settings.liveMarkets} />
      <DigestField id={id} control={form.control} error={e.digest?.message} />
      {settings.smsAvailable ? (
        <SmsField id={id} control={form.control} mobile={settings.mobile} error={e.sms?.message} />
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {saving ? 'Saving...' : 'Save Alert Settings'}
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
