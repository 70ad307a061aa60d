import { describe, expect, it } from 'vitest';
import { newestOpenDays, openDayIndices } from './open-days';

const row = (open: number, locked: number) => ({
  positions: [...Array(open).fill('L'), ...Array(locked).fill('LOCKED')],
});

describe('open days', () => {
  it('a free viewer: the newest open days, not the locked newest ones; a fully open sample row does not count', () => {
    const rows = [row(6, 10), row(6, 10), row(16, 0)];
    expect(openDayIndices(rows, 16)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...newestOpenDays(rows, 16, 3)]).toEqual([3, 4, 5]);
  });
  it('premium (nothing locked) and an empty table: the newest days', () => {
    expect([...newestOpenDays([row(16, 0)], 16, 3)]).toEqual([13, 14, 15]);
    expect([...newestOpenDays([], 16, 3)]).toEqual([13, 14, 15]);
  });
});
