import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import type { SUBSCRIBER_SORT_FIELDS } from '@/core/schemas/admin';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS } from '@/core/schemas/admin';
import type { SubscriberListParams } from '../api/subscribers';
import { SelectField } from '@/client/components/ui/select-field';
import { SortControls, StatusFilter } from '@/client/components/admin/filter-bar';

const SORT_LABELS: Record<(typeof SUBSCRIBER_SORT_FIELDS)[number], string> = {
  createdAt: 'Date Joined',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  subscriptionTier: 'Subscription Tier',
  subscriptionStatus: 'Subscription Status',
  totalRevenue: 'Total Revenue',
  lastLoginAt: 'Last Login',
};
const ALL = { value: 'all', label: 'All' };

export type FilterKey = 'sortBy' | 'sortOrder' | 'filterTier' | 'filterStatus' | 'filterActive';

/** Sort field and order, tier, status and account-status filters, and 'Clear All' (spec §2, §9). */
export function SubscriberFilters({
  params,
  onChange,
  onClear,
}: {
  params: SubscriberListParams;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  return (
    <Card>
      <CardContent className="grid grid-cols-2 items-end gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6">
        <SortControls labels={SORT_LABELS} params={params} onChange={onChange} />
        <StatusFilter
          id="filter-tier"
          label="Tier"
          statuses={SUBSCRIPTION_TIERS}
          value={params.filterTier}
          onChange={(v) => onChange('filterTier', v)}
        />
        <StatusFilter
          id="filter-status"
          statuses={SUBSCRIPTION_STATUSES}
          value={params.filterStatus}
          onChange={(v) => onChange('filterStatus', v)}
        />
        <SelectField
          id="filter-active"
          label="Account"
          value={params.filterActive}
          onChange={(v) => onChange('filterActive', v)}
          options={[ALL, { value: 'true', label: 'Active' }, { value: 'false', label: 'Inactive' }]}
        />
        <Button variant="outline" className="col-span-2 sm:col-span-1" onClick={onClear}>
          Clear All
        </Button>
      </CardContent>
    </Card>
  );
}
