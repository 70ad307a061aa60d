import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { controls, state } from './game-controls.fixtures';

// The speed slider's keyboard steps and the buttons' disabled states (game-controls.test.tsx has the rest).

const slider = () => screen.getByLabelText(/^Speed:/) as HTMLInputElement;
/** One keyboard step as a browser applies it to a range input: value +/- step, clamped to min/max. */
function step(direction: 1 | -1) {
  const s = slider();
  const next = Math.min(Number(s.max), Math.max(Number(s.min), Number(s.value) + direction * Number(s.step)));
  fireEvent.change(s, { target: { value: String(next) } });
}

describe('GameControls: speed steps and disabled states', () => {
  it('steps by 0.5x between 0.5x and 5x: nine steps up stop at 5x, ten down stop at 0.5x', () => {
    vi.useFakeTimers();
    try {
      const { props } = controls();
      for (let i = 0; i < 9; i++) step(1);
      expect(screen.getByText('Speed: 5x')).toBeTruthy();
      vi.advanceTimersByTime(1_000);
      expect(props.onSpeed).toHaveBeenCalledExactlyOnceWith(5);
      for (let i = 0; i < 10; i++) step(-1);
      expect(screen.getByText('Speed: 0.5x')).toBeTruthy();
      vi.advanceTimersByTime(1_000);
      expect(props.onSpeed).toHaveBeenLastCalledWith(0.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a step away and back to the running speed before the slider rests sends nothing', () => {
    vi.useFakeTimers();
    try {
      const { props } = controls({ state: state({ speed: 2 }) });
      step(1);
      step(-1);
      vi.advanceTimersByTime(1_000);
      expect(screen.getByText('Speed: 2x')).toBeTruthy();
      expect(props.onSpeed).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Start waits while a game is starting; Pause is disabled once the game is over', () => {
    controls({ state: state({ status: 'idle', gameActive: false }), starting: true });
    expect((screen.getByRole('button', { name: 'Start Game' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    controls({ state: state({ gameOver: true }) });
    expect((screen.getByRole('button', { name: 'Pause' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Finish Game' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
