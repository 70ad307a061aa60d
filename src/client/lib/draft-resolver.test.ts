import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftResolver } from './draft-resolver';

const schema = z.object({
  publishedAt: z.string().min(1, 'Published date is required'),
  tags: z.array(z.string().max(3, 'Tag too long')),
});
type Draft = { publishedDay: string; tags: string };
const resolver = draftResolver(
  schema,
  (d: Draft) => ({ publishedAt: d.publishedDay, tags: d.tags ? d.tags.split(',') : [] }),
  (k) => (k === 'publishedAt' ? 'publishedDay' : k),
);
const run = (d: Draft) => resolver(d, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('draftResolver', () => {
  it('passes a valid draft through unchanged', async () => {
    const d = { publishedDay: '2026-11-23', tags: 'a,b' };
    expect(await run(d)).toEqual({ values: d, errors: {} });
  });

  it("puts each schema message under the draft's field, the first of a list's items", async () => {
    const { values, errors } = await run({ publishedDay: '', tags: 'ok,toolong' });
    expect(values).toEqual({});
    expect(errors.publishedDay?.message).toBe('Published date is required');
    expect(errors.tags?.message).toBe('Tag too long');
  });
});
