import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { newsletterCsv, newsletterCsvName } from './newsletter-csv';

describe('csv', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', "'+1+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
  ])('guards and quotes %j', (input, expected) => expect(csvCell(input)).toBe(expected));

  it('leaves numbers alone, even negative ones, and empties nulls', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('round-trips through a real CSV parser', () => {
    const text = toCsv(
      ['A', 'B'],
      [
        ['x,y', 'q"uote'],
        ['=1+1', 3],
      ],
    );
    expect(parse(text)).toEqual([
      ['A', 'B'],
      ['x,y', 'q"uote'],
      ["'=1+1", '3'],
    ]);
  });
});

describe('newsletter export', () => {
  it('has the spec columns, semicolon tags, notes without commas, and the dated file name', () => {
    const text = newsletterCsv([
      {
        id: 1,
        email: 'a@b.co',
        firstName: '=cmd',
        lastName: null,
        status: 'active',
        source: 'admin',
        subscribedAt: '2026-11-21T10:00:00.000Z',
        emailsSent: 4,
        tags: ['vip', 'futures'],
        notes: 'met, liked it',
      },
    ]);
    const [header, row] = parse(text) as string[][];
    // The spec's column order, written out here so a changed header fails the test.
    expect(header.join('|')).toBe(
      'Email|First Name|Last Name|Status|Source|Subscribed At|Emails Sent|Tags|Notes',
    );
    expect(row).toEqual([
      'a@b.co',
      "'=cmd",
      '',
      'active',
      'admin',
      '2026-11-21T10:00:00.000Z',
      '4',
      'vip;futures',
      'met; liked it',
    ]);
    expect(newsletterCsvName(new Date('2026-11-21T23:00:00Z'))).toBe('newsletter-subscribers-2026-11-21.csv');
  });
});
