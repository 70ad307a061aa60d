import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/client/components/ui/toaster';
import { createQueryClient } from '@/client/lib/query-client';

/**
 * Renders `ui` as the app would: the app's query client (no retries), a router at `path`, and the
 * toaster, so a test reads the toasts a person sees. `location()` is where the router is now.
 */
export function renderApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    ...view,
    client,
    // No pause between keystrokes (a typed word costs one task, not one per letter); no CSS
    // pointer-events check (jsdom loads no stylesheet, and the walk up the tree is slow).
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    location: () => router.state.location,
  };
}

/** Replaces a field's text as a person pasting it would (one input event, not one per letter). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}
