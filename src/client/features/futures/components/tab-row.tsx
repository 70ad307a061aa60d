import { DELAYED_LABEL } from '@/core/access';
import type { FuturesTabsResponse } from '@/core/schemas/markets';
import { Badge } from '@/client/components/ui/badge';
import type { BadgeVariant } from '@/client/components/ui/badge';
import { LockIcon } from '@/client/components/ui/lock-cell';
import { LockedValue } from '@/client/components/ui/locked-value';
import { STICKY_COLUMN } from '@/client/components/ui/position-cell';
import { cn } from '@/client/lib/cn';
import { displayNumber, formatUsd } from '@/client/lib/format';
import { priceFormatOf } from '@/core/markets/price-format';
import { SymbolLink } from './symbol-link';

export type TabRowData = FuturesTabsResponse['age']['data'][number];

const BAND_VARIANT: Record<Exclude<TabRowData['band'], 'LOCKED'>, BadgeVariant> = {
  'Strong-Up': 'green',
  Up: 'blue',
  Down: 'orange',
  'Strong-Down': 'red',
};
const POSITION_VARIANT: Record<TabRowData['positionType'], BadgeVariant> = {
  LONG: 'green',
  SHORT: 'red',
  FLAT: 'grey',
};
const num = (d: number) => (n: number) => displayNumber(n, d);
const TD = 'border-t px-3 py-1.5 text-right font-mono tabular-nums';

function BandCell({ band }: { band: TabRowData['band'] }) {
  return (
    <td className="border-t px-3 py-1.5" data-col="band">
      {band === 'LOCKED' ? <LockIcon /> : <Badge variant={BAND_VARIANT[band]}>{band}</Badge>}
    </td>
  );
}

function PositionBadgeCell({ row }: { row: TabRowData }) {
  return (
    <td className="border-t px-3 py-1.5">
      {/* Locked metrics mean a delayed row: its position is the one of the newest unlocked day. */}
      <Badge
        variant={POSITION_VARIANT[row.positionType]}
        title={row.power === 'LOCKED' ? `${DELAYED_LABEL} (newest unlocked day)` : undefined}
      >
        {row.positionType}
      </Badge>
      {row.power === 'LOCKED' ? <span className="block text-[11px] text-amber-300">Delayed</span> : null}
    </td>
  );
}

/** One market of a portfolio view; the Ranked View shows the band second and shades the strong rows. */
export function TabRow({
  row,
  chartLink,
  showBand,
}: {
  row: TabRowData;
  chartLink: string;
  showBand?: boolean;
}) {
  const strong = showBand && (row.band === 'Strong-Up' || row.band === 'Strong-Down');
  return (
    <tr
      data-symbol={row.symbol}
      data-band={row.band}
      className={cn(strong && (row.band === 'Strong-Up' ? 'bg-green-500/10' : 'bg-red-500/10'))}
    >
      <th scope="row" className={cn(STICKY_COLUMN, 'border-t px-3 py-1.5 text-left font-normal')}>
        <SymbolLink inst={{ ...row, chartLink }} colour={false} />
        <div className="max-w-[8rem] truncate text-[11px] text-muted-foreground">{row.name}</div>
      </th>
      <PositionBadgeCell row={row} />
      {showBand ? <BandCell band={row.band} /> : null}
      <td className={TD} data-col="power">
        <LockedValue value={row.power} format={num(2)} />
      </td>
      <td className={TD} data-col="daysInTrade">
        <LockedValue value={row.daysInTrade} format={num(0)} />
      </td>
      <td className={TD} data-col="ote">
        <LockedValue value={row.ote} format={(n) => formatUsd(n)} />
      </td>
      <td className={TD} data-col="rewardToRisk">
        <LockedValue value={row.rewardToRisk} format={num(2)} />
      </td>
      <td className={TD}>{priceFormatOf(row.symbol)(row.lastPrice)}</td>
      {!showBand ? <BandCell band={row.band} /> : null}
    </tr>
  );
}
