import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PositionCell } from './position-cell';

describe('PositionCell', () => {
  it('shows a locked day as a lock with a spoken name, never a position', () => {
    render(<PositionCell code="LOCKED" date="2026-11-20" />);
    expect(screen.getByRole('img', { name: '2026-11-20: locked - premium only' })).toBeTruthy();
    expect(screen.queryByText(/^[LS-]$/)).toBeNull();
  });

  it('shows long, short and flat as their letter with the day and meaning on hover', () => {
    render(
      <>
        <PositionCell code="L" date="2026-11-18" />
        <PositionCell code="S" date="2026-11-19" />
        <PositionCell code="-" />
      </>,
    );
    expect(screen.getByText('L').getAttribute('title')).toBe('2026-11-18: Long');
    expect(screen.getByText('S').getAttribute('title')).toBe('2026-11-19: Short');
    expect(screen.getByText('-').getAttribute('title')).toBe('Flat');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
