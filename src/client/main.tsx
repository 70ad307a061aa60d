import './styles.css';

/**
 * The entry is this small loader. A prerendered page is complete HTML with its CSS inline, so the
 * browser paints it first; the app (React, router, screens: boot.tsx, preloaded by the HTML) is
 * evaluated only after that first frame. A page without prerendered HTML starts the app at once.
 */
const start = () => void import('./boot').then((m) => m.start());

const root = document.getElementById('root');
if (root?.hasChildNodes() && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start));
} else start();
