import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameState } from '@/core/schemas/trading-game';
import { TradingPanel } from './trading-panel';

/** Only the fields the panel reads. */
const state = (gameActive: boolean, balance: number) =>
  ({ gameActive, currentPrice: 101.25, stats: { balance } }) as GameState;

function panel(over: Partial<Parameters<typeof TradingPanel>[0]> = {}) {
  const props = {
    state: state(true, 6_000),
    symbol: 'STOCK-A',
    contracts: 1,
    onContracts: vi.fn(),
    onTrade: vi.fn(),
    pending: false,
    ...over,
  };
  const view = render(<TradingPanel {...props} />);
  return { props, view, user: userEvent.setup() };
}

const choice = (n: number) => screen.getByRole('button', { name: String(n) }) as HTMLButtonElement;
const order = (name: 'Buy' | 'Sell') => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('TradingPanel: the order buttons', () => {
  it('before a game every contract choice and both orders are disabled', () => {
    panel({ state: state(false, 100_000) });
    for (const n of [1, 5, 30]) expect(choice(n).disabled).toBe(true);
    expect(order('Buy').disabled).toBe(true);
    expect(order('Sell').disabled).toBe(true);
  });

  it('a choice whose margin (500 a contract) is above the balance is disabled', async () => {
    const { props, user } = panel({ state: state(true, 6_000) });
    expect(choice(10).disabled).toBe(false);
    expect(choice(15).disabled).toBe(true);
    await user.click(choice(10));
    expect(props.onContracts).toHaveBeenCalledWith(10);
    await user.click(choice(15));
    expect(props.onContracts).toHaveBeenCalledOnce();
  });

  it('Buy goes long and Sell short with the chosen contracts shown; both wait while an order is pending', async () => {
    const { props, user, view } = panel({ contracts: 5 });
    expect(choice(5).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Margin for 5 contracts: \$2,500/)).toBeTruthy();
    await user.click(order('Buy'));
    await user.click(order('Sell'));
    expect(props.onTrade).toHaveBeenNthCalledWith(1, 'long');
    expect(props.onTrade).toHaveBeenNthCalledWith(2, 'short');

    view.rerender(<TradingPanel {...props} contracts={5} pending />);
    expect(order('Buy').disabled).toBe(true);
    expect(order('Sell').disabled).toBe(true);
  });
});
