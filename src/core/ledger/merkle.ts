import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';

/**
 * The Merkle tree of a market's ledger (RFC 6962 section 2.1, RFC 9162 section 2.1): leaf hashes are
 * SHA-256(0x00 || leaf), interior nodes SHA-256(0x01 || left || right), the split of n leaves at the
 * largest power of two below n. Hashes travel as lowercase hex. Pure: the server, the CLIs and the
 * tests run exactly this code.
 */
export type Hex = string;

const LEAF = Uint8Array.of(0x00);
const NODE = Uint8Array.of(0x01);

export const leafHashOfBytes = (leaf: Uint8Array): Hex => bytesToHex(sha256(concatBytes(LEAF, leaf)));
const node = (l: Uint8Array, r: Uint8Array) => sha256(concatBytes(NODE, l, r));
const bytes = (hashes: readonly Hex[]) => hashes.map((h) => hexToBytes(h));

/** The largest power of two strictly below n (n >= 2). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function mth(l: readonly Uint8Array[]): Uint8Array {
  if (l.length === 0) return sha256(new Uint8Array(0));
  const [first] = l;
  if (l.length === 1 && first) return first;
  const k = split(l.length);
  return node(mth(l.slice(0, k)), mth(l.slice(k)));
}

/** MTH(D[n]) over leaf hashes; the empty tree's root is SHA-256 of nothing. */
export const treeRoot = (leafHashes: readonly Hex[]): Hex => bytesToHex(mth(bytes(leafHashes)));

function path(m: number, l: readonly Uint8Array[]): Uint8Array[] {
  if (l.length <= 1) return [];
  const k = split(l.length);
  return m < k
    ? [...path(m, l.slice(0, k)), mth(l.slice(k))]
    : [...path(m - k, l.slice(k)), mth(l.slice(0, k))];
}

/** PATH(m, D[n]) of RFC 6962 2.1.1: the audit path of leaf index m in the tree of these leaves. */
export function inclusionProof(leafHashes: readonly Hex[], index: number): Hex[] {
  if (!Number.isInteger(index) || index < 0 || index >= leafHashes.length)
    throw new RangeError(`leaf index ${index} is not in a tree of ${leafHashes.length}`);
  return path(index, bytes(leafHashes)).map(bytesToHex);
}

function subproof(m: number, l: readonly Uint8Array[], b: boolean): Uint8Array[] {
  const n = l.length;
  if (m === n) return b ? [] : [mth(l)];
  const k = split(n);
  return m <= k
    ? [...subproof(m, l.slice(0, k), b), mth(l.slice(k))]
    : [...subproof(m - k, l.slice(k), false), mth(l.slice(0, k))];
}

/** PROOF(m, D[n]) of RFC 6962 2.1.2: that the first m leaves' tree is a prefix of the tree of n. */
export function consistencyProof(leafHashes: readonly Hex[], m: number): Hex[] {
  const n = leafHashes.length;
  if (!Number.isInteger(m) || m < 0 || m > n) throw new RangeError(`size ${m} is not within a tree of ${n}`);
  if (m === 0 || m === n) return [];
  return subproof(m, bytes(leafHashes), true).map(bytesToHex);
}

const eq = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** RFC 9162 2.1.3.2: does this audit path put `leafHash` at `index` of the tree of `size` with `root`? */
export function verifyInclusion(
  leafHash: Hex,
  index: number,
  size: number,
  proof: readonly Hex[],
  root: Hex,
): boolean {
  if (!Number.isInteger(index) || !Number.isInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = hexToBytes(leafHash);
  for (const p of bytes(proof)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = node(p, r);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else r = node(r, p);
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && eq(r, hexToBytes(root));
}

/** RFC 9162 2.1.4.2: does `proof` show the tree of size1 with root1 is a prefix of the tree of size2 with root2? */
export function verifyConsistency(
  size1: number,
  size2: number,
  proof: readonly Hex[],
  root1: Hex,
  root2: Hex,
): boolean {
  if (!Number.isInteger(size1) || !Number.isInteger(size2) || size1 < 0 || size2 < size1) return false;
  if (size1 === size2) return proof.length === 0 && root1 === root2;
  if (size1 === 0) return proof.length === 0;
  let path = bytes(proof);
  if (path.length === 0) return false;
  // Step 2: when size1 is a power of two, its root is the first node of the path.
  if ((size1 & (size1 - 1)) === 0) path = [hexToBytes(root1), ...path];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) [fn, sn] = [fn >> 1, sn >> 1];
  const start = path[0];
  if (!start) return false;
  let fr = start;
  let sr = start;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = node(c, fr);
      sr = node(c, sr);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else sr = node(sr, c);
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && eq(fr, hexToBytes(root1)) && eq(sr, hexToBytes(root2));
}
