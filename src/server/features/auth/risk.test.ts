import { describe, expect, it } from 'vitest';
import { levelOfScore } from './risk';

describe('risk level of a score', () => {
  it.each([
    [0, 'low'],
    [1, 'low'], // a known device on a new network
    [2, 'medium'], // a new device
    [3, 'medium'],
    [4, 'high'],
    [5, 'high'],
    [6, 'critical'],
    [12, 'critical'],
  ])('%i points is %s', (score, level) => {
    expect(levelOfScore(score)).toBe(level);
  });
});
