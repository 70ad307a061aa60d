/** A part of a key: a constant name, a small number, a day, or a shared object with its own `key` (a view). */
type KeyPart = { readonly key: string } | string | number | boolean | undefined;
interface KeyNode {
  key?: string;
  next?: Map<KeyPart, KeyNode>;
}
let root: KeyNode = {};
let nodes = 0;
/** Days and data versions add keys over the months: past this, the tree starts again. */
const MAX_NODES = 10_000;

/**
 * The answer-cache key of `parts` (markets/answers, lib/answer-cache), the same string object each
 * time: a Map keyed by a string built on every request hashes and compares all of it on every
 * request (6,400 instructions per answer for the performance page's key, decision 0066), where this
 * is a few lookups by identity. Parts take few values (the views are shared objects, core/access).
 */
export function answerKey(...parts: KeyPart[]): string {
  return answerKeyOf(parts);
}

/** The same, for parts already in an array (as many as there are markets): no spread call. */
export function answerKeyOf(parts: readonly KeyPart[]): string {
  if (nodes > MAX_NODES) [root, nodes] = [{}, 0];
  let node = root;
  for (const part of parts) {
    node.next ??= new Map();
    let next = node.next.get(part);
    if (!next) {
      node.next.set(part, (next = {}));
      nodes++;
    }
    node = next;
  }
  return (node.key ??= parts.map((p) => (typeof p === 'object' ? p.key : String(p))).join(':'));
}
