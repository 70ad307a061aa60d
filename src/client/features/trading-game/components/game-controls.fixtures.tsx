import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { GameState } from '@/core/schemas/trading-game';
import { GameControls } from './game-controls';
import type { GameControlsProps } from './game-controls';

/** Only the fields the controls read; the rest of a state does not matter to them. */
export const state = (over: Partial<GameState> = {}) =>
  ({
    status: 'active',
    gameActive: true,
    speed: 1,
    currentDay: 84,
    lastDay: 600,
    currentDate: null,
    paused: false,
    autoTrading: false,
    gameOver: false,
    ...over,
  }) as GameState;

/** Renders the controls with spies for every callback (the game-controls tests share it). */
export function controls(over: Partial<GameControlsProps> = {}) {
  const props: GameControlsProps = {
    state: state(),
    starting: false,
    onStart: vi.fn(),
    onTogglePause: vi.fn(),
    onSpeed: vi.fn(async () => true),
    onAutoTrading: vi.fn(),
    onFinish: vi.fn(),
    onReset: vi.fn(),
    ...over,
  };
  const view = render(<GameControls {...props} />);
  return { props, view, user: userEvent.setup() };
}
