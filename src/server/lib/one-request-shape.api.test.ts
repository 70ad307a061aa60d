import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastifySymbols from 'fastify/lib/symbols.js';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/harness';

const symbols = fastifySymbols as unknown as Record<'kRequest' | 'kReply' | 'kChildren', symbol>;
type Node = Record<symbol, unknown>;

function everyInstance(root: Node): Node[] {
  const children = (root[symbols.kChildren] as Node[] | undefined) ?? [];
  return [root, ...children.flatMap(everyInstance)];
}

describe('one request shape (decision 0067)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await createTestApp()));
  afterAll(() => close());

  it('makes every request and reply of every plugin with the same two classes', () => {
    const instances = everyInstance(app as unknown as Node);
    expect(instances.length).toBeGreaterThan(20); // the feature plugins are encapsulated
    const root = app as unknown as Node;
    expect(new Set(instances.map((i) => i[symbols.kRequest]))).toEqual(new Set([root[symbols.kRequest]]));
    expect(new Set(instances.map((i) => i[symbols.kReply]))).toEqual(new Set([root[symbols.kReply]]));
  });
});
