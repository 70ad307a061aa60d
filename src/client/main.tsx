import './styles.css';
import { fetchPageQueriesEarly } from './lib/api';
import { afterPaint } from './lib/next-task';

/**
 * The entry is this small loader. A prerendered page is complete HTML with its CSS inline, so the
 * browser paints it first; the app (React, router, screens: boot.tsx and the chunks the page lists)
 * is fetched and evaluated only once the browser reports that first paint. A page without prerendered HTML, or a
 * tab in the background, starts the app at once.
 */
const start = async () => {
  fetchPageQueriesEarly();
  preloadPageChunks();
  await import('./lib/zod-jitless'); // before any module builds a Zod schema (decision 0074)
  const app = await import('./boot');
  await app.start();
};

/** Every chunk the page needs to hydrate, fetched in parallel (listed by scripts/prerender.mjs). */
function preloadPageChunks() {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content;
  for (const file of chunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    void afterPaint().then(once);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(once);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 3000); // a page that never paints content still starts
}

if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible')
  afterFirstPaint(() => void start());
else void start();
