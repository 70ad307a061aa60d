import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: Radix measures elements (switch thumbs, popovers) through ResizeObserver.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// Each test starts from an empty document.
afterEach(cleanup);
