import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameControls } from './game-controls';
import { controls, state } from './game-controls.fixtures';

/** Moves the slider as the keyboard would: one step at a time. */
function slide(to: number[]) {
  const slider = screen.getByLabelText(/^Speed:/);
  for (const v of to) fireEvent.change(slider, { target: { value: String(v) } });
}

describe('GameControls', () => {
  it('before a game: Start Game, Reset, and the speed and auto-trading switches disabled', async () => {
    const { props, user } = controls({ state: state({ status: 'idle', gameActive: false }) });
    expect(screen.queryByTestId('game-day')).toBeNull();
    expect((screen.getByLabelText(/^Speed:/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('switch', { name: /Auto-trading/ }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    expect(props.onStart).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Reset Game' })).toBeTruthy();
  });

  it('while playing: the day, Pause or Resume, Finish, and the last-day notice', async () => {
    const { props, user, view } = controls({ state: state({ paused: true }) });
    expect(screen.getByTestId('game-day').textContent).toBe('Day 84 of 600 · Paused');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(props.onTogglePause).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Finish Game' }));
    expect(props.onFinish).toHaveBeenCalledOnce();
    expect(screen.queryByText(/last day of the window/)).toBeNull();
    view.rerender(<GameControls {...props} state={state({ currentDay: 600 })} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByText(/The last day of the window is reached/)).toBeTruthy();
  });

  it('eight steps from 1x reach 5x on screen at once and send one speed once the slider rests', async () => {
    const { props } = controls();
    slide([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(screen.getByText('Speed: 5x')).toBeTruthy();
    expect(props.onSpeed).not.toHaveBeenCalled();
    await waitFor(() => expect(props.onSpeed).toHaveBeenCalledOnce());
    expect(props.onSpeed).toHaveBeenCalledWith(5);
  });

  it('a polled state still at the old speed does not move the slider back; a refusal does', async () => {
    let refuse = (_ok: boolean) => {};
    const onSpeed = vi.fn(() => new Promise<boolean>((resolve) => (refuse = resolve)));
    const { props, view } = controls({ onSpeed });
    slide([2]);
    view.rerender(<GameControls {...props} state={state({ speed: 1, currentDay: 85 })} />);
    expect(screen.getByText('Speed: 2x')).toBeTruthy();
    await waitFor(() => expect(onSpeed).toHaveBeenCalledWith(2));
    refuse(false);
    await waitFor(() => expect(screen.getByText('Speed: 1x')).toBeTruthy());
  });

  it('auto-trading follows the switch', async () => {
    const { props, user } = controls();
    await user.click(screen.getByRole('switch', { name: /Auto-trading/ }));
    expect(props.onAutoTrading).toHaveBeenCalledWith(true);
  });
});
