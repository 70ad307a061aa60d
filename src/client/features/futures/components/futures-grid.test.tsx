import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FuturesInstrument, FuturesResponse } from '@/core/schemas/markets';
import { paths } from '@/client/config/paths';
import { FuturesGrid } from './futures-grid';
import { ES_PREVIEW_INSTRUCTION } from './instruction';

const DATES = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const LOCK = 'Locked - premium only';

/** A row as the server sends it to a premium viewer, or (locked) to a free one: recent days and metrics LOCKED. */
function row(symbol: string, { locked = false, isPreview = false } = {}): FuturesInstrument {
  const L = 'LOCKED' as const;
  return {
    symbol,
    name: `${symbol} future`,
    sector: 'Equity Indices',
    chartLink: `https://charts.test/${symbol}`,
    positions: DATES.map((_, i) => (locked && i >= 15 ? L : i % 2 ? 'L' : '-')),
    change: locked ? L : 'none',
    positionType: 'LONG',
    longQty: locked ? L : 2,
    shortQty: locked ? L : 0,
    initPrice: locked ? L : 4_500.25,
    lastPrice: 4_610.5,
    netPrice: 12.75,
    ote: locked ? L : 5_512.5,
    rewardToRisk: locked ? L : 1.8,
    daysInTrade: locked ? L : 12,
    power: locked ? L : 2.4,
    stop: locked ? L : 4_400,
    isPreview,
  } as FuturesInstrument;
}

function grid(isPremium: boolean, instruments: FuturesInstrument[]) {
  const data = {
    marketSectors: [{ name: 'Equity Indices', instruments }],
    tradingDates: DATES,
    isPremium,
  } as FuturesResponse;
  render(
    <MemoryRouter>
      <FuturesGrid data={data} instructions={new Map([['NQ', 'Buy 1 NQ at 4,620 stop']])} blotter="ready" />
    </MemoryRouter>,
  );
}

const rowOf = (symbol: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${symbol}`) }).closest('tr') as HTMLTableRowElement;
const cell = (symbol: string, col: string) =>
  rowOf(symbol).querySelector(`[data-col="${col}"]`) as HTMLElement;

describe('FuturesGrid: what a viewer sees locked', () => {
  it('a free viewer: locked days and metrics are padlocks, the instruction says Premium, the phone notice names them', () => {
    grid(false, [row('NQ', { locked: true }), row('YM', { locked: true }), row('ES', { isPreview: true })]);

    const nq = within(rowOf('NQ'));
    expect(nq.getByRole('img', { name: '2026-10-16: locked - premium only' })).toBeTruthy();
    expect(nq.queryByRole('img', { name: '2026-10-15: locked - premium only' })).toBeNull();
    expect(nq.getByText('4,610.50')).toBeTruthy(); // Last is open to everyone
    for (const col of ['longQty', 'initPrice', 'ote', 'rewardToRisk', 'daysInTrade', 'power'])
      expect(within(cell('NQ', col)).getByRole('img', { name: LOCK })).toBeTruthy();
    expect(cell('NQ', 'instruction').textContent?.trim()).toBe('Premium');
    expect(cell('NQ', 'ote').textContent).not.toContain('5,512');

    // The preview row is open: its values and the preview instruction, no padlock.
    expect(within(rowOf('ES')).queryAllByRole('img')).toEqual([]);
    expect(cell('ES', 'instruction').textContent).toBe(ES_PREVIEW_INSTRUCTION);

    const notice = screen.getByTestId('grid-lock-notice');
    expect(notice.textContent).toContain('Long, Short, Init Price, OTE, R:R, Days, Power');
    expect(within(notice).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(paths.upgrade);
  });

  it('a premium viewer: every value and instruction, not one padlock, no notice', () => {
    grid(true, [row('NQ'), row('YM')]);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryByTestId('grid-lock-notice')).toBeNull();
    expect(cell('NQ', 'ote').textContent).toBe('$5,513');
    expect(cell('NQ', 'instruction').textContent).toBe('Buy 1 NQ at 4,620 stop');
    expect(cell('YM', 'instruction').textContent).toBe('No instruction');
  });
});
