import type { FastifyInstance } from 'fastify';
import escapeHtml from 'escape-html';

/**
 * Lets an encapsulated route scope read the form body of an RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`, application/x-www-form-urlencoded). Everywhere else the site takes
 * JSON bodies only (plugins/security.ts).
 */
export function acceptOneClickForm(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** The one-click URL of a GET link: the same token, the POST endpoint's path. */
export function oneClickUrl(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** A small stand-alone page in the site's look (unsubscribe pages answer HTML, not the app). */
export function unsubscribeDocument(o: {
  title: string;
  paragraphs: string[];
  /** A button that POSTs to this URL (the confirmation of a GET link). */
  confirm?: { action: string; label: string };
  link: { href: string; label: string };
}): string {
  const form = o.confirm
    ? `<form method="post" action="${escapeHtml(o.confirm.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#10b981;color:#04130d;border:0;padding:12px 20px;border-radius:6px;font-weight:600;font-size:16px;cursor:pointer">${escapeHtml(o.confirm.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(o.title)} - TrendLab</title>
<style>body{margin:0;background:#0b1120;color:#e2e8f0;font:16px/1.6 system-ui,sans-serif}main{max-width:520px;margin:64px auto;padding:0 20px}h1{font-size:24px;color:#f8fafc}a{color:#10b981}</style></head>
<body><main><p style="font-weight:700;color:#10b981">TrendLab</p><h1>${escapeHtml(o.title)}</h1>${o.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${form}<p><a href="${escapeHtml(o.link.href)}">${escapeHtml(o.link.label)}</a></p></main></body></html>`;
}
