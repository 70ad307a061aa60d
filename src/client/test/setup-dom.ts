import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout: Radix measures elements (switch thumbs, popovers) through ResizeObserver.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// Radix Select captures the pointer and scrolls the chosen option into view; jsdom has neither.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: CI runs these tests at a low priority
// while two Chromiums take the cores, and two of them once gave up after 1 s on a render that came.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts from an empty document, with the real fetch (fake-api.ts stubs it per test).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
