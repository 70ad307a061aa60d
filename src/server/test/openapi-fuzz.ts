import fc from 'fast-check';
import { WILDCARD } from '../plugins/openapi-operations';

/**
 * Hostile requests built from the app's own OpenAPI document (/api/docs/json), for the API fuzz
 * test: every operation gets plausible values for all its fields, then one field (or, in the random
 * phase, several) is replaced by something hostile. Plausible values matter: a hostile id only
 * reaches the database when the rest of the request passes validation.
 */

/** The subset of JSON Schema that fastify-type-provider-zod writes for the app's Zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  const?: unknown;
}

export interface Operation {
  method: string;
  /** Fastify form: '/api/x/:id', a final '*' for the wildcard. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters ?? [];
      // The document names Fastify's final '*' (OpenAPI has no nameless segment): back to '*' here.
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name === WILDCARD ? '*' : p.name, schema: p.schema ?? {} }));
      return {
        method: method.toUpperCase(),
        path: path.replace(`{${WILDCARD}}`, '*').replace(/\{(\w+)\}/g, ':$1'),
        pathParams: pick('path'),
        query: pick('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

const HUGE = 'x'.repeat(100_000);

/** What each field is tried with, one at a time, in the sweep. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'nul\u0000byte',
  '%00',
  2 ** 31,
  2 ** 53,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  1e308,
  '2147483648',
  '9007199254740993',
  '-1',
  '1e309',
  'NaN',
  HUGE,
  '',
  ' ',
  '\u2028',
  '\u{1F4A5}'.repeat(500),
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '0000-00-00',
  '99999-12-31T00:00:00Z',
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { $gt: '' },
];

/** Random hostile values for the property phase: the list above and generated ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES),
  fc.oneof(
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
    fc.double(),
    fc.bigInt({ min: 2n ** 63n, max: 2n ** 70n }).map((n) => n.toString()),
  ),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\u0007', '\u001b', '\uFFFF', '\uD800'))
    .map(([s, bad]) => s + bad + s),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const isType = (s: JsonSchema, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));

/** Fields whose rules (Zod refinements) the JSON Schema cannot show: a value that passes them. */
const BY_NAME: Array<[RegExp, string]> = [
  [/email/i, 'fuzz@example.com'],
  [/password/i, 'Correct-Horse-9-Battery'],
  [/mobile|phone/i, '+15551234567'],
  [/^ipAddress$/, '192.0.2.1'],
  [/date$|^endsOn$/i, '2030-03-05'],
  [/^embedUrl$/, 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
];

/** Candidate strings for formats and patterns that fast-check's stringMatching would make odd. */
function stringFor(s: JsonSchema, seed: number, name = ''): string {
  const patterns = [s, ...(s.allOf ?? [])].flatMap((x) => (x.pattern ? [new RegExp(x.pattern, 'u')] : []));
  const fits = (v: string) =>
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Infinity) &&
    patterns.every((p) => p.test(v));
  const byFormat: Record<string, string> = {
    email: `fuzz${seed}@example.com`,
    'date-time': '2024-03-04T10:00:00.000Z',
    date: '2024-03-04',
    uri: 'https://example.com/x',
  };
  const candidates = [
    BY_NAME.find(([re]) => re.test(name))?.[1],
    s.format ? byFormat[s.format] : undefined,
    'Fuzz text',
    'ES',
    'AAPL',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    '10.00',
    '2024-03-04',
    '+15551234567',
    'Correct-Horse-9',
    'a'.repeat(Math.max(1, s.minLength ?? 1)),
  ];
  const found = candidates.find((c): c is string => c !== undefined && fits(c));
  if (found) return found;
  // Otherwise a string the last (most specific) pattern matches, within the length bounds.
  const last = patterns.at(-1);
  if (last) {
    const tries = fc.sample(fc.stringMatching(last), { numRuns: 50, seed });
    const hit = tries.find(fits);
    if (hit !== undefined) return hit;
  }
  return 'a'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A plausible value for a schema: its default, first enum value, or the smallest that fits. */
export function validValue(s: JsonSchema, seed = 1, name = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const branch = s.anyOf ?? s.oneOf;
  if (branch?.length) return validValue(branch.find((b) => !isType(b, 'null')) ?? branch[0], seed, name);
  if (isType(s, 'string') || (s.allOf && !s.type)) return stringFor(s, seed, name);
  if (isType(s, 'integer') || isType(s, 'number')) {
    const exclusive = s.exclusiveMinimum === true ? 1 : 0;
    const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.minimum;
    return Math.min(Math.max(1, (min ?? 1) + exclusive), s.maximum ?? Infinity);
  }
  if (isType(s, 'boolean')) return true;
  if (isType(s, 'array')) {
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => validValue(s.items ?? {}, seed, name));
  }
  if (isType(s, 'object') || s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, validValue(v, seed, k)]),
    );
  }
  return 'x';
}

/** Where a hostile value can go: a path parameter, a query key or a body field (one level deep). */
export type Slot =
  | { in: 'path'; name: string }
  | { in: 'query'; name: string }
  | { in: 'body'; path: string[] }
  | { in: 'body-root' }
  | { in: 'query-repeated'; name: string };

export function slotsOf(op: Operation): Slot[] {
  const slots: Slot[] = [
    ...op.pathParams.map((p) => ({ in: 'path' as const, name: p.name })),
    ...op.query.map((p) => ({ in: 'query' as const, name: p.name })),
  ];
  if (op.body) {
    slots.push({ in: 'body-root' });
    for (const [k, v] of Object.entries(op.body.properties ?? {})) {
      slots.push({ in: 'body', path: [k] });
      if (isType(v, 'array') && v.items?.properties) {
        for (const inner of Object.keys(v.items.properties))
          slots.push({ in: 'body', path: [k, '0', inner] });
      } else if (isType(v, 'array')) slots.push({ in: 'body', path: [k, '0'] });
      else if (v.properties)
        for (const inner of Object.keys(v.properties)) slots.push({ in: 'body', path: [k, inner] });
    }
  }
  return slots;
}

/** A request with plausible values everywhere: the base each hostile value is put into. */
export interface FuzzRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export function baseRequest(op: Operation, seed = 1): FuzzRequest {
  return {
    params: Object.fromEntries(op.pathParams.map((p) => [p.name, validValue(p.schema, seed, p.name)])),
    query: Object.fromEntries(op.query.map((p) => [p.name, validValue(p.schema, seed, p.name)])),
    body: op.body ? validValue(op.body, seed) : undefined,
  };
}

/** `base` with `value` put in `slot` (a copy). */
export function withValue(base: FuzzRequest, slot: Slot, value: unknown): FuzzRequest {
  const r: FuzzRequest = structuredClone(base);
  if (slot.in === 'path') r.params[slot.name] = value;
  else if (slot.in === 'query') r.query[slot.name] = value;
  else if (slot.in === 'query-repeated') r.query[slot.name] = [r.query[slot.name], value];
  else if (slot.in === 'body-root') r.body = value;
  else {
    if (r.body === null || typeof r.body !== 'object') r.body = {};
    let at = r.body as Record<string, unknown>;
    for (const key of slot.path.slice(0, -1)) {
      if (at[key] === null || typeof at[key] !== 'object') at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
    at[slot.path.at(-1)!] = value;
  }
  return r;
}

/** Query and path values as a browser or curl would send them: arrays as repeated keys. */
export function urlOf(op: Operation, r: FuzzRequest): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const path = op.path.replace(/:(\w+)|\*$/g, (_m, name: string | undefined) => {
    const v = r.params[name ?? '*'];
    // The wildcard keeps its slashes (it is a path); a parameter is one segment.
    return name ? encodeSegment(text(v)) : text(v).split('/').map(encodeSegment).join('/');
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) q.append(k, text(one));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid UTF-8) bytes, not a throw. */
function encodeSegment(s: string): string {
  return s
    .split(LONE_SURROGATE)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** Random requests for the property phase: each field plausible, hostile, repeated or left out. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const base = baseRequest(op);
  const slots = slotsOf(op);
  if (slots.length === 0) return fc.constant(base);
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...slots), hostileValue, fc.boolean()), {
      minLength: 1,
      maxLength: Math.min(4, slots.length),
      selector: ([slot]) => JSON.stringify(slot),
    })
    .map((changes) =>
      changes.reduce(
        (r, [slot, value, repeat]) =>
          withValue(
            r,
            repeat && slot.in === 'query' ? { in: 'query-repeated', name: slot.name } : slot,
            value,
          ),
        base,
      ),
    );
}
