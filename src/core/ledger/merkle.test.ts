import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  inclusionProof,
  leafHashOfBytes,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
} from './merkle';

// RFC 6962 test vectors as published by transparency-dev/merkle (testonly/constants.go) and the
// certificate-transparency reference: the leaves, the roots of sizes 0..8, two inclusion proofs and
// three consistency proofs.
const LEAVES = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
]
  .map(hexToBytes)
  .map(leafHashOfBytes);
const ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const INCLUSION = [
  {
    index: 0,
    size: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    index: 5,
    size: 8,
    proof: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
];
const CONSISTENCY = [
  {
    from: 2,
    to: 8,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    from: 6,
    to: 8,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    from: 2,
    to: 5,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];

/**
 * An independent root: the bottom-up construction of RFC 9162 2.1.1's note (pair the nodes of a
 * level left to right, carry an odd last node up unchanged). It agrees with the recursive split
 * definition for every size.
 */
function naiveRoot(leaves: readonly string[]): string {
  if (!leaves.length) return bytesToHex(sha256(new Uint8Array(0)));
  let level: Uint8Array[] = leaves.map(hexToBytes);
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(
        i + 1 < level.length ? sha256(concatBytes(Uint8Array.of(1), level[i], level[i + 1])) : level[i],
      );
    level = next;
  }
  return bytesToHex(level[0]);
}

const synthetic = Array.from({ length: 40 }, (_, i) => leafHashOfBytes(Uint8Array.of(i, (i * 7) & 255)));
const flip = (h: string) => (h[0] === '0' ? '1' : '0') + h.slice(1);

describe('the ledger Merkle tree (RFC 6962 / 9162)', () => {
  it('gives the reference roots for every size 0..8', () => {
    for (let n = 0; n <= 8; n++) expect(treeRoot(LEAVES.slice(0, n)), `size ${n}`).toBe(ROOTS[n]);
  });

  it('gives the reference inclusion and consistency proofs, and verifies them', () => {
    for (const v of INCLUSION) {
      expect(inclusionProof(LEAVES.slice(0, v.size), v.index)).toEqual(v.proof);
      expect(verifyInclusion(LEAVES[v.index], v.index, v.size, v.proof, ROOTS[v.size])).toBe(true);
    }
    for (const v of CONSISTENCY) {
      expect(consistencyProof(LEAVES.slice(0, v.to), v.from)).toEqual(v.proof);
      expect(verifyConsistency(v.from, v.to, v.proof, ROOTS[v.from], ROOTS[v.to])).toBe(true);
    }
  });

  it('agrees with an independent bottom-up root for sizes 0..40', () => {
    for (let n = 0; n <= synthetic.length; n++)
      expect(treeRoot(synthetic.slice(0, n))).toBe(naiveRoot(synthetic.slice(0, n)));
  });

  it('verifies every inclusion proof of every size, and refuses a wrong leaf, index, size or path', () => {
    for (let n = 1; n <= 24; n++) {
      const tree = synthetic.slice(0, n);
      const root = naiveRoot(tree);
      for (let i = 0; i < n; i++) {
        const p = inclusionProof(tree, i);
        expect(verifyInclusion(tree[i], i, n, p, root)).toBe(true);
        expect(verifyInclusion(flip(tree[i]), i, n, p, root)).toBe(false);
        expect(verifyInclusion(tree[i], i, n, p, flip(root))).toBe(false);
        if (n > 1) expect(verifyInclusion(tree[i], i ^ 1, n, p, root)).toBe(false);
        if (p.length) expect(verifyInclusion(tree[i], i, n, [...p.slice(1), flip(p[0])], root)).toBe(false);
        expect(verifyInclusion(tree[i], i, n, [...p, p[0] ?? root], root)).toBe(false);
      }
    }
  });

  it('verifies every consistency proof between every two sizes, and refuses a rewritten prefix', () => {
    for (let n = 1; n <= 24; n++) {
      const tree = synthetic.slice(0, n);
      for (let m = 1; m <= n; m++) {
        const p = consistencyProof(tree, m);
        const r1 = naiveRoot(tree.slice(0, m));
        const r2 = naiveRoot(tree);
        expect(verifyConsistency(m, n, p, r1, r2), `${m} -> ${n}`).toBe(true);
        expect(verifyConsistency(m, n, p, flip(r1), r2)).toBe(false);
        if (m < n) {
          expect(verifyConsistency(m, n, p, r1, flip(r2))).toBe(false);
          expect(verifyConsistency(m, n, p.slice(1), r1, r2)).toBe(false);
          // A log that changed an old leaf cannot prove the new tree extends the old root.
          const rewritten = [...tree];
          rewritten[0] = flip(rewritten[0]);
          expect(verifyConsistency(m, n, consistencyProof(rewritten, m), r1, naiveRoot(rewritten))).toBe(
            false,
          );
        }
      }
    }
  });

  it('refuses indexes and sizes outside the tree', () => {
    expect(() => inclusionProof(synthetic.slice(0, 3), 3)).toThrow(RangeError);
    expect(() => consistencyProof(synthetic.slice(0, 3), 4)).toThrow(RangeError);
    expect(verifyInclusion(synthetic[0], 0, 0, [], ROOTS[0])).toBe(false);
    expect(verifyConsistency(5, 3, [], ROOTS[0], ROOTS[0])).toBe(false);
  });
});
