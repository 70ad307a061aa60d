import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';

// Colours of spec 02 §9.
const TIER: Record<string, BadgeVariant> = {
  free: 'grey',
  individual: 'blue',
  professional: 'purple',
  institution: 'orange',
};
const SUB_STATUS: Record<string, BadgeVariant> = {
  active: 'green',
  trial: 'yellow',
  cancelled: 'red',
  expired: 'grey',
};
const SEVERITY: Record<string, BadgeVariant> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'blue',
};
const REGISTRATION: Record<string, BadgeVariant> = {
  pending: 'yellow',
  confirmed: 'blue',
  approved: 'green',
  inactive: 'grey',
  canc_by_sub: 'red',
  canc_by_tig: 'red',
  spam: 'orange',
};
const NEWSLETTER: Record<string, BadgeVariant> = {
  active: 'green',
  pending: 'yellow',
  unsubscribed: 'grey',
  bounced: 'red',
};
const CONTACT: Record<string, BadgeVariant> = { new: 'blue', 'in-progress': 'yellow', responded: 'green' };

export const riskVariant = (score: number): BadgeVariant =>
  score >= 80 ? 'red' : score >= 60 ? 'orange' : score >= 40 ? 'yellow' : 'green';

function make(map: Record<string, BadgeVariant>, upper = false) {
  return function ColouredBadge({ value }: { value: string }) {
    return <Badge variant={map[value] ?? 'grey'}>{upper ? value.toUpperCase() : value}</Badge>;
  };
}

export const TierBadge = make(TIER, true);
export const SubscriptionStatusBadge = make(SUB_STATUS, true);
export const SeverityBadge = make(SEVERITY, true);
export const RegistrationStatusBadge = make(REGISTRATION);
export const NewsletterStatusBadge = make(NEWSLETTER);
export const ContactStatusBadge = make(CONTACT);

export function RiskBadge({ score }: { score: number }) {
  return <Badge variant={riskVariant(score)}>{score}</Badge>;
}
