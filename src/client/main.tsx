import './styles.css';
import { fetchPageQueriesEarly } from './lib/api';
import { afterPaint, nextTask } from './lib/next-task';

/**
 * The entry is this small loader. A prerendered page is complete HTML with its CSS inline, so the
 * browser paints it first; the app (React, router, screens: boot.tsx and the chunks the page lists)
 * is fetched and evaluated only once the browser reports that first paint. A page without prerendered HTML, or a
 * tab in the background, starts the app at once.
 */
const start = async () => {
  fetchPageQueriesEarly();
  preloadPageChunks();
  // One module graph evaluates in one task, so the app's is taken in four: React DOM, Zod's core,
  // the router and query libraries, then the app itself. Together they made the start's longest task.
  await import('react-dom/client');
  await nextTask();
  await import('./lib/zod-core');
  await nextTask();
  await import('./lib/app-libraries');
  await nextTask();
  const app = await import('./boot');
  await app.start();
};

/**
 * Every chunk the page needs to hydrate, fetched in parallel (listed by scripts/prerender.mjs). The
 * links go in two at a time, one task each: the browser's work to start one fetch is 8-17 ms on a
 * slow phone (4x throttling), so forty at once, or even six, made a long task of their own.
 */
function preloadPageChunks() {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content;
  const files = chunks?.split(' ').filter(Boolean) ?? [];
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK)
    setTimeout(() => {
      for (const file of files.slice(i, i + PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = `/${file}`;
        document.head.append(link);
      }
    });
}
const PRELOADS_PER_TASK = 2;

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

// The page's scrollbar, hidden on touch screens for the first frame (styles.css, decision 0073), is
// given back in the task after that frame.
void afterPaint().then(() => document.documentElement.removeAttribute('data-first-frame'));

if (document.getElementById('root')?.hasChildNodes() && document.visibilityState === 'visible')
  afterFirstPaint(() => void start());
else void start();
