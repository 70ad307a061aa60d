import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazySection, Section } from './lazy-section';

const Paragraph = () => createElement('p', null, 'section content');
const page = (C: ReturnType<typeof lazySection>) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(C)),
  );

describe('lazySection', () => {
  it('suspends like React.lazy until loaded', () => {
    const C = lazySection(async () => ({ default: Paragraph }));
    expect(page(C)).toContain('loading');
  });

  it('renders at once, without suspending, once preloaded (what hydration relies on)', async () => {
    const C = lazySection(async () => ({ default: Paragraph }));
    await C.preload();
    expect(page(C)).toContain('section content');
  });

  it('retries the download after a failed preload', async () => {
    let calls = 0;
    const C = lazySection(async () => {
      calls++;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Paragraph };
    });
    await expect(C.preload()).rejects.toThrow('chunk failed');
    await C.preload();
    expect(calls).toBe(2);
    expect(page(C)).toContain('section content');
  });

  it('Section: a loaded section renders with no Suspense boundary, so it hydrates with the page', async () => {
    const C = lazySection(async () => ({ default: Paragraph }));
    const fallback = createElement('i', null, 'loading');
    expect(renderToString(createElement(Section, { of: C, fallback }))).toContain('<i>loading</i>');
    await C.preload();
    // React marks a boundary with <!--$--> comments; without one the section is plain HTML.
    expect(renderToString(createElement(Section, { of: C, fallback }))).toBe('<p>section content</p>');
  });
});
