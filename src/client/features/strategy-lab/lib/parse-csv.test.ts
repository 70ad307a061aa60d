import { describe, expect, it } from 'vitest';
import { parseLabCsv } from './parse-csv';

describe('parseLabCsv (in the browser, csv-parse)', () => {
  it('reads date,open,high,low,close[,volume] with or without a header', () => {
    const text =
      'Date,Open,High,Low,Close,Volume\n2024-01-02,10,11,9,10.5,100\n2024-01-03,10.5,12,10,11.5,\n';
    expect(parseLabCsv(text)).toEqual({
      ok: true,
      bars: [
        { date: '2024-01-02', open: 10, high: 11, low: 9, close: 10.5, volume: 100 },
        { date: '2024-01-03', open: 10.5, high: 12, low: 10, close: 11.5 },
      ],
    });
    expect(parseLabCsv('2024-01-02,10,11,9,10.5\n2024-01-03,10.5,12,10,11.5')).toMatchObject({ ok: true });
  });

  it('names the line of the first problem', () => {
    const head = 'date,open,high,low,close\n2024-01-02,10,11,9,10.5\n';
    expect(parseLabCsv(`${head}2024-01-03,10,x,9,10`)).toEqual({
      ok: false,
      error: 'Line 3: high must be a number above 0',
    });
    expect(parseLabCsv(`${head}03/01/2024,10,11,9,10`)).toMatchObject({
      error: expect.stringMatching(/^Line 3: the date must be YYYY-MM-DD/),
    });
    expect(parseLabCsv(`${head}2024-01-01,10,11,9,10`)).toMatchObject({
      error: expect.stringMatching(/^Line 3: dates must rise/),
    });
    expect(parseLabCsv(`${head}2024-01-03,10,9.5,9,10`)).toMatchObject({
      error: 'Line 3: high and low must hold open and close',
    });
    expect(parseLabCsv(head)).toMatchObject({ ok: false, error: expect.stringMatching(/at least 2 rows/) });
    expect(parseLabCsv('date,open\n"2024-01-02,1')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Line \d+: not a CSV file/),
    });
  });
});
