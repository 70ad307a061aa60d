import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Signal } from '@/core/schemas/markets';
import { fakeApi } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { SignalsTable } from './signals-table';

const SIGNALS = 'GET /api/signals';
const LOCK = 'Locked - premium only';

function signal(over: Partial<Signal>): Signal {
  return {
    id: over.symbol ?? 'X',
    symbol: 'BTC',
    name: 'Bitcoin',
    signal: 'LONG',
    entryPrice: '61000.5',
    currentPrice: '64000.25',
    pnl: '2999.75',
    pnlPercentage: '4.92%',
    status: 'active',
    market: 'crypto',
    entryDate: '2026-11-02',
    asOf: '2026-11-20',
    delayed: false,
    demoData: false,
    ...over,
  };
}

const rowOf = (symbol: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(symbol, { selector: 'td' }))!;

describe('SignalsTable: what a viewer sees locked', () => {
  it('a visitor: the market is locked, every value a padlock, and a sign-in note', async () => {
    const L = 'LOCKED';
    const api = fakeApi({
      [SIGNALS]: {
        body: [
          signal({
            signal: L,
            entryPrice: L,
            currentPrice: L,
            pnl: L,
            pnlPercentage: L,
            status: 'locked',
            asOf: null,
          }),
        ],
      },
    });
    renderApp(<SignalsTable market="crypto" skeletonRows={2} />);
    // The reason comes above the padlocks, with the ways in.
    const banner = await screen.findByTestId('signals-locked-banner');
    expect(banner.textContent).toBe(
      'The crypto signals are for members. Sign in or create a free account to see them.',
    );
    expect(within(banner).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(banner).getByRole('link', { name: 'create a free account' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(
      banner.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const row = within(rowOf('BTC'));
    // Signal, Entry, Current, P&L, P&L % and Status: six padlocks, not one number.
    expect(row.getAllByRole('img', { name: LOCK })).toHaveLength(6);
    expect(row.queryByText(/\d/)).toBeNull();
    expect(api.calls[0].path).toBe('/api/signals');
  });

  it('a free member on futures: direction and dates shown, prices behind one notice, labelled delayed', async () => {
    const L = 'LOCKED';
    fakeApi({
      [SIGNALS]: {
        body: [
          signal({
            symbol: 'ES',
            name: 'E-mini S&P',
            market: 'futures',
            signal: 'SHORT',
            entryPrice: L,
            currentPrice: L,
            pnl: L,
            pnlPercentage: L,
            delayed: true,
            asOf: '2026-11-04',
          }),
        ],
      },
    });
    renderApp(<SignalsTable market="futures" skeletonRows={2} />);
    expect((await screen.findByTestId('signals-delayed-banner')).textContent).toBe(
      'Delayed, as of 2026-11-04 - live with premium',
    );
    const row = within(rowOf('ES'));
    expect(row.getByText('SHORT')).toBeTruthy();
    expect(row.getByTestId('signal-prices-locked').textContent).toBe('Prices with premium');
    expect(row.getByRole('img', { name: 'Prices locked - premium only' })).toBeTruthy();
    expect(row.getByTestId('signal-status').textContent).toBe('Active');
    expect(row.getByTestId('signal-status-date').textContent).toBe(' as of 2026-11-04');
    expect(row.getByTestId('signal-delayed').textContent).toBe('Delayed - live with premium');
    expect(screen.queryByTestId('signals-locked-banner')).toBeNull();
  });

  it('a premium member: live prices and P&L, not one padlock, no delay label', async () => {
    fakeApi({ [SIGNALS]: { body: [signal({})] } });
    renderApp(<SignalsTable market="crypto" skeletonRows={2} />);
    expect((await screen.findByTestId('signal-entry')).textContent).toBe('61,000.50');
    expect(screen.getByTestId('signal-current').textContent).toBe('64,000.25');
    expect(within(rowOf('BTC')).getByText('4.92%')).toBeTruthy();
    expect(screen.getByTestId('signal-status').textContent).toBe('Active');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.queryByTestId('signals-delayed-banner')).toBeNull();
  });
});
