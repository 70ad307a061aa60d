import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazySection } from './lazy-section';

const Section = () => createElement('p', null, 'section content');
const page = (C: ReturnType<typeof lazySection>) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(C)),
  );

describe('lazySection', () => {
  it('suspends like React.lazy until loaded', () => {
    const C = lazySection(async () => ({ default: Section }));
    expect(page(C)).toContain('loading');
  });

  it('renders at once, without suspending, once preloaded (what hydration relies on)', async () => {
    const C = lazySection(async () => ({ default: Section }));
    await C.preload();
    expect(page(C)).toContain('section content');
  });

  it('retries the download after a failed preload', async () => {
    let calls = 0;
    const C = lazySection(async () => {
      calls++;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Section };
    });
    await expect(C.preload()).rejects.toThrow('chunk failed');
    await C.preload();
    expect(calls).toBe(2);
    expect(page(C)).toContain('section content');
  });
});
