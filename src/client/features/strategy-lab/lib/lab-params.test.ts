import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS, paramsToSearch, searchToParams, setProblem } from './lab-params';

describe('lab parameters in the URL', () => {
  it('round-trips up to three sets and the source', () => {
    const p = {
      sets: [
        { entry: 40, exit: 20, longOnly: false },
        { entry: 55, exit: 20, longOnly: true },
      ],
      source: {
        kind: 'market' as const,
        market: 'equities' as const,
        symbol: 'AAPL',
        from: '2024-01-02',
        to: '2025-06-30',
      },
    };
    const search = paramsToSearch(p);
    expect(search).toBe(
      'runs=40-20%2C55-20L&src=market&market=equities&symbol=AAPL&from=2024-01-02&to=2025-06-30',
    );
    expect(searchToParams(search)).toEqual(p);
  });

  it('keeps the defaults for what is missing or malformed, and at most three sets', () => {
    expect(searchToParams('')).toEqual(DEFAULT_PARAMS);
    const p = searchToParams('runs=20-10,x,55-20,40-20,100-50L&market=bonds&from=yesterday&src=own');
    expect(p.sets.map((s) => `${s.entry}/${s.exit}`)).toEqual(['20/10', '55/20', '40/20']);
    expect(p.source).toEqual({ kind: 'own', market: 'futures', symbol: '', from: '', to: '' });
  });

  it('names what the server would refuse', () => {
    expect(setProblem({ entry: 40, exit: 20, longOnly: false })).toBeNull();
    expect(setProblem({ entry: 9, exit: 5, longOnly: false })).toMatch(/Entry .* 10 to 250/);
    expect(setProblem({ entry: 20, exit: 20, longOnly: false })).toMatch(/Exit .* 2 to 19/);
  });
});
