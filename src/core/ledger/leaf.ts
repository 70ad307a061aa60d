import canonicalize from 'canonicalize';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { leafHashOfBytes } from './merkle';
import type { Hex } from './merkle';

/** The fields a ledger row commits to in its Merkle leaf: every field but prevHash, hash and leafHash. */
export interface LeafFields {
  market: string;
  seq: number;
  symbol: string;
  barDate: string;
  action: string;
  fillPrice: number;
  stop: number | null;
  size: number;
  dataVersion: number;
  publishedAt: string;
  demo: boolean;
  reconstructed: boolean;
  /** At least 16 random bytes, lowercase hex: without it a withheld row's values could be guessed from its hash. */
  salt: string;
}

const LEAF_KEYS = [
  'action',
  'barDate',
  'dataVersion',
  'demo',
  'fillPrice',
  'market',
  'publishedAt',
  'reconstructed',
  'salt',
  'seq',
  'size',
  'stop',
  'symbol',
] as const satisfies ReadonlyArray<keyof LeafFields>;

/** The named fields of a ledger row in key order, absent ones as null; a non-finite number is refused. */
export function ledgerFields<T extends object>(row: T, keys: ReadonlyArray<keyof T & string>) {
  const o: Record<string, unknown> = {};
  for (const k of keys) {
    const v = row[k];
    if (typeof v === 'number' && !Number.isFinite(v)) throw new Error(`ledger ${k} is not a finite number`);
    o[k] = v === undefined ? null : v;
  }
  return o;
}

/** RFC 8785 (JCS) of the leaf fields, exactly the bytes the leaf hash covers. */
export function leafJson(row: LeafFields): string {
  const json = canonicalize(ledgerFields(row, LEAF_KEYS));
  if (json === undefined) throw new Error('ledger row has no canonical JSON');
  return json;
}

/** leafHash = hex SHA-256(0x00 || UTF-8 of the JCS of the leaf fields): the row's leaf at index seq - 1. */
export const ledgerLeafHash = (row: LeafFields): Hex => leafHashOfBytes(utf8ToBytes(leafJson(row)));
