import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { leafJson, ledgerLeafHash } from './leaf';
import type { LeafFields } from './leaf';

const row: LeafFields = {
  market: 'crypto',
  seq: 7,
  symbol: 'BTC',
  barDate: '2026-11-16',
  action: 'long-initiation',
  fillPrice: 91234.5,
  stop: 1e-7,
  size: 0.10961,
  dataVersion: 42,
  publishedAt: '2026-11-17T00:15:00.000Z',
  demo: false,
  reconstructed: true,
  salt: '00112233445566778899aabbccddeeff',
};

describe('ledger leaf (RFC 8785 + RFC 6962 leaf hash)', () => {
  it('is the JCS of the fields, salt included: sorted keys, no spaces, ECMAScript numbers', () => {
    const expected =
      '{"action":"long-initiation","barDate":"2026-11-16","dataVersion":42,"demo":false,"fillPrice":91234.5,' +
      '"market":"crypto","publishedAt":"2026-11-17T00:15:00.000Z","reconstructed":true,' +
      '"salt":"00112233445566778899aabbccddeeff","seq":7,"size":0.10961,"stop":1e-7,"symbol":"BTC"}';
    expect(leafJson(row)).toBe(expected);
    // The hash fields are not part of the leaf, whatever the object carries.
    expect(leafJson({ ...row, prevHash: 'a', hash: 'b', leafHash: 'c' } as LeafFields)).toBe(expected);
    expect(ledgerLeafHash(row)).toBe(
      bytesToHex(sha256(concatBytes(Uint8Array.of(0), utf8ToBytes(expected)))),
    );
  });

  it('changes with the salt and with any value, and refuses non-finite numbers', () => {
    const h = ledgerLeafHash(row);
    expect(ledgerLeafHash({ ...row, salt: 'ff112233445566778899aabbccddeeff' })).not.toBe(h);
    expect(ledgerLeafHash({ ...row, stop: null })).not.toBe(h);
    expect(leafJson({ ...row, stop: null })).toContain('"stop":null');
    expect(() => leafJson({ ...row, size: Number.POSITIVE_INFINITY })).toThrow(/finite/);
  });
});
