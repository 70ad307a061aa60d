import { useSearchParams } from 'react-router';
import { Alert } from '@/client/components/ui/alert';

const LABELS: Record<string, string> = { individual: 'Individual', professional: 'Professional' };

/**
 * /register and /login reached from a plan's 'Start Free Trial' ('?plan='): says where the visitor goes after
 * signing in. The way back itself is kept by lib/return-to, which survives the confirmation mail's new tab.
 */
export function PlanReturnNote({ register = false }: { register?: boolean }) {
  const label = LABELS[useSearchParams()[0].get('plan') ?? ''];
  if (!label) return null;
  return (
    <Alert role="status" className="mb-5" data-testid="plan-return-note">
      {register
        ? `Confirm your email address, sign in, and you are back on the ${label} plan: your free trial starts at once.`
        : `After signing in you are back on the ${label} plan: your free trial starts at once.`}
    </Alert>
  );
}
