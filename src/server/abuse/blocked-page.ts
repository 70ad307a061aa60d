import escapeHtml from 'escape-html';

/** What a blocked address is told, on the API (JSON error) and on the page. */
export const BLOCKED_MESSAGE = 'Access from your IP address has been blocked';

/**
 * The site's 'Access blocked' page: what a blocked address gets for any page instead of raw
 * JSON. Self-contained (its styles inline: the blocked address cannot load the site's assets either),
 * in the site's dark theme, readable at 390 px.
 */
export function blockedPage(operatorEmail: string): string {
  const mail = escapeHtml(operatorEmail);
  return `<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Access blocked - TrendLab Signals</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #0a0e14; color: #e6e9ef; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2rem 1.5rem; border: 1px solid #263040; border-radius: 0.75rem;
    background: #111722; box-sizing: border-box; overflow-wrap: anywhere; }
  .brand { font-weight: 700; color: #34d399; letter-spacing: 0.02em; margin: 0 0 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { margin: 0 0 0.75rem; color: #aab3c2; }
  a { color: #34d399; }
</style>
</head>
<body>
<main>
  <p class="brand">TrendLab Signals</p>
  <h1>Access blocked</h1>
  <p>${BLOCKED_MESSAGE}.</p>
  <p>If you think this is a mistake, write to <a href="mailto:${mail}">${mail}</a> and say which address you connect from.</p>
</main>
</body>
</html>
`;
}
