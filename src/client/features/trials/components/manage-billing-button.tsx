import { ExternalLink, Loader2 } from 'lucide-react';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { messageOf, usePortal } from '../api/billing';

/** 'Manage billing': the payment provider's page for card, invoices and cancelling (paying members). */
export function ManageBillingButton({
  className,
  label = 'Manage billing',
  variant = 'outline',
}: {
  className?: string;
  label?: string;
  variant?: 'default' | 'outline';
}) {
  const portal = usePortal();
  const leaving = portal.isPending || portal.isSuccess;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant={variant}
        className={className}
        disabled={leaving}
        onClick={() => portal.mutate()}
      >
        {leaving ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <ExternalLink aria-hidden="true" />
        )}
        {leaving ? 'Opening billing...' : label}
      </Button>
      {portal.isError ? <Alert variant="destructive">{messageOf(portal.error)}</Alert> : null}
    </div>
  );
}
