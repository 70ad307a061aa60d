import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { seedQuizPlaceholder } from './features/quiz/api/get-quiz-questions';
import { paths } from '@/core/site-paths';

/**
 * Build-time rendering of one public page (scripts/prerender.mjs): the whole tree, lazy screens and
 * sections included, as the browser will hydrate it; data-driven parts show their loading state.
 */
export async function renderPage(path: string): Promise<{ html: string; queries: string[] }> {
  const client = createQueryClient();
  if (path === paths.quiz) seedQuizPlaceholder(client); // the server fills in each visit's sample
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // A first pass waits for every lazy section to load; the second then renders in one go, so the
  // HTML carries no inline Suspense scripts (the CSP allows none).
  const { prelude } = await prerenderToNodeStream(page);
  for await (const _chunk of prelude) void _chunk;
  const html = renderToString(page);
  if (html.includes('<script') || html.includes('<!--$?-->'))
    throw new Error(`${path}: a section still suspends`);
  // The API reads the page starts with (their query keys are their URLs): main.tsx asks for them early.
  // A query with data at build time is one the server fills in: the page already carries its answer.
  // A disabled query (a member's read, with nobody signed in at build time) is not asked for: its
  // answer would never be taken, a visitor would get a 401 for nothing.
  const queries = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data === undefined && (q.options as { enabled?: unknown }).enabled !== false)
    .map((q) => q.queryKey[0])
    .filter((k): k is string => typeof k === 'string' && k.startsWith('/'));
  return { html, queries };
}
