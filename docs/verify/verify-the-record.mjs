#!/usr/bin/env node
// Checks TrendLab's published signal ledger over HTTP, written only from RFC 6962/9162, RFC 8785 and the
// C2SP signed-note and tlog-checkpoint specs. Node 18+ standard library only; no TrendLab code.
//
//   node verify-the-record.mjs https://SITE futures [--cookie 'name=value'] [--kept checkpoint.txt] [--proofs 20] [--json]
//
// 1. GET /api/ledger/key: the signed-note verifier key `name+keyid+base64(0x01 || Ed25519 public key)`.
// 2. GET /api/ledger/checkpoint?market=: a signed note; its text is `origin\nsize\nbase64(root)\n`.
// 3. GET /api/ledger?market=: every leaf; each shown row's leaf hash is recomputed from its values.
// 4. The leaves' Merkle tree head must be the signed root; random inclusion proofs and a consistency
//    proof (from a checkpoint you kept, or from the site's previous one) must verify.
// Exit 0 when everything holds, 1 when anything does not.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const sha256 = (...parts) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leafHash = (bytes) => sha256(Buffer.of(0), bytes);
const nodeHash = (l, r) => sha256(Buffer.of(1), l, r);

// RFC 8785: object keys sorted by UTF-16 code units, no whitespace, ECMAScript number and string forms.
function jcs(v) {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(jcs).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${jcs(v[k])}`)
    .join(',')}}`;
}

// RFC 6962 2.1: MTH over leaf hashes, split at the largest power of two below n.
function mth(leaves) {
  if (leaves.length === 0) return sha256(Buffer.alloc(0));
  if (leaves.length === 1) return leaves[0];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

// RFC 9162 2.1.3.2
function verifyInclusion(hash, index, size, path, root) {
  if (index >= size) return false;
  let fn = index,
    sn = size - 1,
    r = hash;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn >>= 1;
        sn >>= 1;
      }
    } else r = nodeHash(r, p);
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && r.equals(root);
}

// RFC 9162 2.1.4.2
function verifyConsistency(first, second, path, firstHash, secondHash) {
  if (first === second) return path.length === 0 && firstHash.equals(secondHash);
  if (path.length === 0 || first > second || first === 0) return false;
  if ((first & (first - 1)) === 0) path = [firstHash, ...path];
  let fn = first - 1,
    sn = second - 1;
  while (fn % 2 === 1) {
    fn >>= 1;
    sn >>= 1;
  }
  let fr = path[0],
    sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn >>= 1;
        sn >>= 1;
      }
    } else sr = nodeHash(sr, c);
    fn >>= 1;
    sn >>= 1;
  }
  return sn === 0 && fr.equals(firstHash) && sr.equals(secondHash);
}

// C2SP signed-note: key id = SHA-256(name || 0x0A || 0x01 || key)[:4]; signature line `— name base64(id || sig)`.
function parseKey(text) {
  const [, name, id, b64] = /^([^+]+)\+([0-9a-f]{8})\+(.+)$/.exec(text.trim()) ?? [];
  const raw = Buffer.from(b64, 'base64');
  const key = raw.subarray(1);
  const keyId = sha256(Buffer.from(`${name}\n`), Buffer.of(1), key).subarray(0, 4);
  if (raw[0] !== 1 || key.length !== 32 || keyId.toString('hex') !== id) throw new Error('bad verifier key');
  return {
    name,
    keyId,
    key: createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.toString('base64url') },
      format: 'jwk',
    }),
  };
}
function openCheckpoint(note, k) {
  const at = note.lastIndexOf('\n\n');
  const text = note.slice(0, at + 1);
  const signed = note
    .slice(at + 2)
    .split('\n')
    .some((line) => {
      const m = /^\u2014 (\S+) (\S+)$/.exec(line);
      const raw = m && m[1] === k.name ? Buffer.from(m[2], 'base64') : null;
      return (
        raw &&
        raw.length === 68 &&
        raw.subarray(0, 4).equals(k.keyId) &&
        verify(null, Buffer.from(text), k.key, raw.subarray(4))
      );
    });
  if (!signed) throw new Error('checkpoint signature does not verify with the site key');
  const [origin, size, root] = text.split('\n');
  return { origin, size: Number(size), root: Buffer.from(root, 'base64') };
}

export async function checkRecord(site, market, o = {}) {
  const get = async (path) => {
    const r = await fetch(`${site}${path}`, { headers: o.cookie ? { cookie: o.cookie } : {} });
    if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
    return (r.headers.get('content-type') ?? '').includes('json') ? r.json() : r.text();
  };
  const key = parseKey(await get('/api/ledger/key'));
  const cp = openCheckpoint(await get(`/api/ledger/checkpoint?market=${market}`), key);
  if (!cp.origin.endsWith(`/ledger/${market}`))
    throw new Error(`checkpoint origin ${cp.origin} is not this market's`);
  const ledger = await get(`/api/ledger?market=${market}`);
  const leaves = [];
  let withheld = 0;
  for (const [i, row] of ledger.rows.entries()) {
    if (row.seq !== i + 1) throw new Error(`leaf ${i + 1} is missing (found seq ${row.seq})`);
    if (!('market' in row)) withheld++;
    else {
      const { prevHash: _p, hash: _h, leafHash: _l, ...fields } = row;
      const h = leafHash(Buffer.from(jcs(fields), 'utf8')).toString('hex');
      if (h !== row.leafHash) throw new Error(`row seq ${row.seq}: leaf hash does not match its values`);
    }
    leaves.push(Buffer.from(row.leafHash, 'hex'));
  }
  if (leaves.length < cp.size) throw new Error(`${leaves.length} leaves, the checkpoint signs ${cp.size}`);
  if (!mth(leaves.slice(0, cp.size)).equals(cp.root))
    throw new Error('the leaves do not give the signed root');
  const proofs = Math.min(o.proofs ?? 10, cp.size);
  for (let i = 0; i < proofs; i++) {
    const seq = 1 + Math.floor(Math.random() * cp.size);
    const p = await get(`/api/ledger/proof?market=${market}&seq=${seq}&treeSize=${cp.size}`);
    if (
      !verifyInclusion(
        leaves[seq - 1],
        p.leafIndex,
        p.treeSize,
        p.hashes.map((h) => Buffer.from(h, 'hex')),
        cp.root,
      )
    )
      throw new Error(`inclusion proof of seq ${seq} does not verify`);
  }
  // Consistency from a checkpoint kept earlier, else from the site's previous one, else from half the tree.
  const earlier = o.kept ? openCheckpoint(o.kept, key) : null;
  const older = (await get(`/api/ledger/checkpoints?market=${market}`)).checkpoints.find(
    (c) => c.treeSize < cp.size,
  );
  const listed = older ? openCheckpoint(older.note, key) : null;
  const from = earlier?.size ?? listed?.size ?? Math.floor(cp.size / 2);
  const fromRoot = earlier?.root ?? listed?.root ?? mth(leaves.slice(0, from));
  if (from > 0) {
    const c = await get(`/api/ledger/consistency?market=${market}&from=${from}&to=${cp.size}`);
    if (
      !verifyConsistency(
        from,
        cp.size,
        c.hashes.map((h) => Buffer.from(h, 'hex')),
        fromRoot,
        cp.root,
      )
    )
      throw new Error(`the tree of ${cp.size} is not consistent with the earlier tree of ${from}`);
  }
  return {
    market,
    origin: cp.origin,
    treeSize: cp.size,
    root: cp.root.toString('hex'),
    withheld,
    proofs,
    consistentFrom: from,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cookie: { type: 'string' },
      kept: { type: 'string' },
      proofs: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [site, market] = positionals;
  checkRecord(site.replace(/\/+$/, ''), market, {
    cookie: values.cookie,
    kept: values.kept && readFileSync(values.kept, 'utf8'),
    proofs: values.proofs ? Number(values.proofs) : undefined,
  }).then(
    (r) =>
      console.log(
        values.json
          ? JSON.stringify({ ok: true, ...r })
          : `OK ${r.market}: ${r.treeSize} leaves, root ${r.root}, ${r.withheld} withheld, ${r.proofs} inclusion proofs, consistent from ${r.consistentFrom}`,
      ),
    (e) => {
      console.log(
        values.json ? JSON.stringify({ ok: false, error: e.message }) : `FAILED ${market}: ${e.message}`,
      );
      process.exitCode = 1;
    },
  );
}
