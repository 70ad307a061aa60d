import { describe, expect, it } from 'vitest';
import { formatTickPrice, priceFormatOf, quotedIn32nds } from './price-format';

describe('prices in each market tick precision', () => {
  it('quotes notes and bonds in 32nds as traders read them', () => {
    expect(quotedIn32nds(1 / 64)).toBe(true);
    expect(quotedIn32nds(0.25)).toBe(false);
    expect(priceFormatOf('ZN')(103.515625)).toBe("103'16.5"); // 103 + 16.5/32
    expect(priceFormatOf('ZB')(117.03125)).toBe("117'01");
    expect(priceFormatOf('ZB')(117)).toBe("117'00");
    expect(priceFormatOf('ZF')(108.7890625)).toBe("108'25.25");
    expect(priceFormatOf('ZT')(103.50390625)).toBe("103'16.125");
    expect(priceFormatOf('ZN')(-0.25)).toBe("-0'08"); // a change of a quarter point
  });
  it('gives currencies and the rest every decimal their tick needs', () => {
    expect(priceFormatOf('6J')(0.0067415)).toBe('0.0067415');
    expect(priceFormatOf('6E')(1.14035)).toBe('1.14035');
    expect(priceFormatOf('ES')(6012.25)).toBe('6,012.25');
    expect(priceFormatOf('YM')(44012)).toBe('44,012');
    expect(priceFormatOf('GC')(2650.1)).toBe('2,650.1');
    expect(priceFormatOf('UNKNOWN')(12.345)).toBe('12.35');
    expect(formatTickPrice(Number.NaN, 0.01)).toBe('---');
  });
});
