import { useSyncExternalStore } from 'react';
import { isViewAs, VIEW_AS_COOKIE } from '@/core/access/view-as';
import type { ViewAs } from '@/core/access/view-as';

/**
 * The operator's 'View as' choice as the page reads it (decision 0054): the `view_as` cookie
 * (`__Host-view_as` over https), set and cleared by the server; it grants nothing by itself. Reading it
 * costs no request, so a visitor's page never asks the server about it.
 */
function read(): ViewAs | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== VIEW_AS_COOKIE && name !== `__Host-${VIEW_AS_COOKIE}`) continue;
    const value = decodeURIComponent(rest.join('='));
    if (isViewAs(value)) return value;
  }
  return null;
}

const listeners = new Set<() => void>();
let current: ViewAs | null = read();

/** Re-reads the cookie (after the server set or cleared it) and tells every reader. */
export function refreshViewAs(): void {
  const next = read();
  if (next === current) return;
  current = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The viewer the operator currently sees the site as; null otherwise (and always while prerendering). */
export function useViewAs(): ViewAs | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
