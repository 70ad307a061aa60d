import { useId } from 'react';
import { Tabs, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import type { Market } from '@/core/schemas/markets';

export const MARKETS: Array<{ value: Market; label: string }> = [
  { value: 'futures', label: 'Futures' },
  { value: 'equities', label: 'Equities' },
  { value: 'crypto', label: 'Crypto' },
];

/** futures (default), equities, crypto (spec 01 §4). The table below is the tab's content. */
export function MarketTabs({
  value,
  onChange,
  children,
  label = 'Market',
}: {
  value: Market;
  /** The tab list's accessible name (a page with two market switches names them apart). */
  label?: string;
  onChange: (m: Market) => void;
  children: React.ReactNode;
}) {
  // The panels are plain elements, not Radix's TabsContent: each of those mounts a Presence whose
  // layout effect reads the computed animation name (a style recalculation of the whole page) and whose
  // ref sets state (a synchronous re-render), inside the commit that hydrates the landing, about half
  // of it (decision 0058). The triggers name the panels by our ids.
  const id = useId();
  const tab = (m: Market) => `${id}-tab-${m}`;
  const panel = (m: Market) => `${id}-panel-${m}`;
  return (
    <Tabs value={value} onValueChange={(v) => onChange(v as Market)}>
      <TabsList aria-label={label}>
        {MARKETS.map((m) => (
          <TabsTrigger
            key={m.value}
            value={m.value}
            id={tab(m.value)}
            aria-controls={panel(m.value)}
            className="min-w-20"
          >
            {m.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* One panel per trigger, so every aria-controls names an element (axe aria-valid-attr-value). */}
      {MARKETS.map((m) => (
        <div
          key={m.value}
          role="tabpanel"
          id={panel(m.value)}
          aria-labelledby={tab(m.value)}
          hidden={m.value !== value}
          tabIndex={0}
          className="mt-4 focus-visible:outline-none"
        >
          {m.value === value ? children : null}
        </div>
      ))}
    </Tabs>
  );
}
