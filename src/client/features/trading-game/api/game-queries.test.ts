import { describe, expect, it } from 'vitest';
import { appendDays } from './game-queries';

type Row = { day: number; v: string };
const rows = (from: number, to: number, v = 'a'): Row[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ day: from + i, v }));

describe('appendDays: polls that ask only for what is new', () => {
  it('asks for everything first, then only after the newest day held, and appends', async () => {
    const asked: (number | undefined)[] = [];
    const fetch = (answer: Row[]) => async (since: number | undefined) => {
      asked.push(since);
      return answer;
    };
    const first = await appendDays<Row>(undefined, (r) => r.day, fetch(rows(1, 80)));
    const next = await appendDays(first, (r) => r.day, fetch(rows(81, 83)));
    const none = await appendDays(next, (r) => r.day, fetch([]));
    expect(asked).toEqual([undefined, 80, 83]);
    expect(next.map((r) => r.day)).toEqual(rows(1, 83).map((r) => r.day));
    expect(none).toBe(next);
  });

  it('asks again for the newest day when told to, and its new row replaces the held one', async () => {
    let asked: number | undefined;
    const held = rows(80, 83);
    const out = await appendDays(
      held,
      (r) => r.day,
      async (since) => ((asked = since), rows(83, 84, 'b')),
      1,
    );
    expect(asked).toBe(82);
    expect(out.map((r) => `${r.day}${r.v}`)).toEqual(['80a', '81a', '82a', '83b', '84b']);
  });

  it('a whole list (another game) replaces what was held', async () => {
    const out = await appendDays(
      rows(1, 300),
      (r) => r.day,
      async () => rows(1, 80, 'n'),
    );
    expect(out).toEqual(rows(1, 80, 'n'));
  });
});
