import { cleanup } from '@testing-library/react';
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

// Each test starts from an empty document, with the real fetch (fake-api.ts stubs it per test).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
