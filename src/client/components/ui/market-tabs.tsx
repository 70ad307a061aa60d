import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
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
  return (
    <Tabs value={value} onValueChange={(v) => onChange(v as Market)}>
      <TabsList aria-label={label}>
        {MARKETS.map((m) => (
          <TabsTrigger key={m.value} value={m.value} className="min-w-20">
            {m.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* One panel per trigger, so every aria-controls names an element (axe aria-valid-attr-value). */}
      {MARKETS.map((m) => (
        <TabsContent key={m.value} value={m.value} forceMount>
          {m.value === value ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
