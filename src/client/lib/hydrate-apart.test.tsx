import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { act, createElement, lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';
import { HydrateApart } from './hydrate-apart';
import { whenSectionsHydrated } from './hydration-gate';

// One read, shown by the page around the sections (as the landing's hero shows the performance) and
// by each section (as the signals section does).
function Greeting({ where }: { where: string }) {
  const { data } = useQuery({
    queryKey: ['/api/greeting'],
    queryFn: async () => (await (await apiRequest('GET', '/api/greeting')).json()) as { text: string },
  });
  return <p data-where={where}>{data ? data.text : 'Loading...'}</p>;
}

/** A section that takes a while to render, as the landing's do on a phone: React yields after it. */
function Busy() {
  const until = performance.now() + 20;
  while (performance.now() < until);
  return null;
}

const answerHello = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ text: 'Hello' })),
  );

/** The hero and both sections show the answer. */
const everyGreetingAnswered = (container: HTMLElement) =>
  waitFor(() =>
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Hello',
      'Hello',
      'Hello',
    ]),
  );

type Wrapper = ComponentType<{ children: ReactNode }>;

function Page({ client, Around }: { client: QueryClient; Around: Wrapper }) {
  return (
    <QueryClientProvider client={client}>
      <Greeting where="hero" />
      <Around>
        <Busy />
        <Greeting where="first" />
      </Around>
      <Around>
        <Greeting where="second" />
      </Around>
    </QueryClientProvider>
  );
}

/** Prerenders the page (every query pending, as at build time), then hydrates that HTML as boot.tsx does. */
async function hydratePrerendered(Around: Wrapper) {
  answerHello();
  const html = renderToString(<Page client={new QueryClient()} Around={Around} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  const client = new QueryClient();
  // As boot.tsx does, and outside act(): act would run every pass at once, before any answer arrives.
  const root = hydrateRoot(container, <Page client={client} Around={Around} />, {
    onRecoverableError: (error) => mismatches.push(error),
  });
  await everyGreetingAnswered(container);
  root.unmount();
  container.remove();
  return mismatches;
}

const PlainBoundary: Wrapper = ({ children }) => <Suspense fallback={null}>{children}</Suspense>;

describe('HydrateApart', () => {
  // React's scheduler, not act(), runs the passes here, as in a browser.
  beforeAll(() => void Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false));
  afterAll(() => void Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true));

  it('hydrates each section in its own pass with the prerendered loading state, then shows the answer', async () => {
    expect(await hydratePrerendered(HydrateApart)).toEqual([]);
  });

  it('without it, a section meets the answer that arrived before it hydrated: the mismatch it prevents', async () => {
    const mismatches = await hydratePrerendered(PlainBoundary);
    expect(mismatches.length).toBeGreaterThan(0);
    expect(String(mismatches[0])).toMatch(/hydrat/i);
  });

  it('holds no answer on a page rendered in the browser (its sections commit at once)', async () => {
    answerHello();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page client={new QueryClient()} Around={HydrateApart} />));
    await everyGreetingAnswered(container);
    act(() => root.unmount());
    container.remove();
  });

  it('a page left before its sections hydrated holds nothing more', async () => {
    const never = (
      <HydrateApart>{createElement(lazy(() => new Promise<never>(() => undefined)))}</HydrateApart>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(never);
    // The server could not render the section (it never loads): React renders it in the browser, which
    // it reports as a recoverable error, expected here.
    const root = hydrateRoot(container, never, { onRecoverableError: () => undefined });
    await vi.waitFor(() => expect(whenSectionsHydrated()).toBeInstanceOf(Promise)); // registered, never hydrated
    root.unmount();
    expect(whenSectionsHydrated()).toBeUndefined();
  });
});
