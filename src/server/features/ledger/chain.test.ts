import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../core/schemas/ledger';
import { canonicalJson, checkChain, GENESIS_HASH, rowHash } from './chain';
import type { ChainRow } from './chain';

const entry: LedgerEntry = {
  market: 'crypto',
  seq: 1,
  symbol: 'BTC',
  barDate: '2026-11-16',
  action: 'liquidation',
  fillPrice: 91234.5,
  stop: null,
  size: 0.10961,
  dataVersion: 42,
  publishedAt: '2026-11-17T00:15:00.000Z',
  demo: false,
  reconstructed: false,
};

describe('ledger hash chain (decision 0050)', () => {
  it('canonical JSON: keys sorted, no spaces, shortest numbers, ISO dates, null stop', () => {
    expect(canonicalJson(entry)).toBe(
      '{"action":"liquidation","barDate":"2026-11-16","dataVersion":42,"demo":false,"fillPrice":91234.5,' +
        '"market":"crypto","publishedAt":"2026-11-17T00:15:00.000Z","reconstructed":false,"seq":1,' +
        '"size":0.10961,"stop":null,"symbol":"BTC"}',
    );
    // Field order of the input does not matter; the hash fields themselves are not hashed.
    const shuffled = Object.fromEntries(Object.entries(entry).reverse()) as LedgerEntry;
    expect(canonicalJson({ ...shuffled, prevHash: 'x', hash: 'y' } as LedgerEntry)).toBe(
      canonicalJson(entry),
    );
    expect(() => canonicalJson({ ...entry, fillPrice: Number.NaN })).toThrow(/finite/);
  });

  it('hash = sha256 hex of prevHash + canonical JSON; the chain links and names the first bad row', () => {
    const h1 = rowHash(GENESIS_HASH, entry);
    expect(h1).toBe(
      createHash('sha256')
        .update(GENESIS_HASH + canonicalJson(entry))
        .digest('hex'),
    );
    const e2 = { ...entry, seq: 2, barDate: '2026-11-18', action: 'long-initiation', stop: 88000.25 };
    const rows: ChainRow[] = [
      { ...entry, prevHash: GENESIS_HASH, hash: h1 },
      { ...e2, prevHash: h1, hash: rowHash(h1, e2) },
    ];
    expect(checkChain(rows)).toEqual({ ok: true, firstBad: null, gaps: [] });
    const edited = [rows[0], { ...rows[1], size: 0.2 }];
    expect(checkChain(edited).firstBad).toEqual({
      seq: 2,
      symbol: 'BTC',
      barDate: '2026-11-18',
      reason: 'hash does not match the row',
    });
    // Rewriting row 1 and its hash breaks the link from row 2.
    const e1 = { ...entry, fillPrice: 1 };
    const relinked = [{ ...e1, prevHash: GENESIS_HASH, hash: rowHash(GENESIS_HASH, e1) }, rows[1]];
    expect(checkChain(relinked).firstBad?.reason).toBe('prevHash is not the hash of the row before');
    expect(checkChain([rows[1]]).gaps).toEqual([]);
  });
});
