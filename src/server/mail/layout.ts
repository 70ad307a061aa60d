import escapeHtml from 'escape-html';
/** One look for every mail: a title, paragraphs, an optional button, and the same plain-text twin. */
export interface MailContent {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code, shown large on its own right under the title. */
  code?: string;
  footer?: string;
}

/** The one brand name every mail and sender uses (MAIL_FROM defaults to it too). */
export const BRAND = 'TrendLab';

/** Escaped text whose single line breaks stay line breaks in HTML (a quoted message keeps its shape). */
const withBreaks = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

const DISCLAIMER =
  'Educational content only, not investment advice. Past performance is never an indication of future returns; trading is risky.';

export function renderMail(c: MailContent): { text: string; html: string } {
  const text = [
    c.title,
    '',
    ...(c.code ? [`    ${c.code}`, ''] : []),
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.footer ? [c.footer, ''] : []),
    `-- ${BRAND}`,
    DISCLAIMER,
  ].join('\n');
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#10b981;color:#04130d;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(c.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#0b1120;color:#e2e8f0;font-family:system-ui,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-weight:700;color:#10b981;letter-spacing:.02em">${BRAND}</p>
<h1 style="font-size:20px;color:#f8fafc">${escapeHtml(c.title)}</h1>
${c.code ? `<p data-code style="margin:24px 0;font-size:36px;font-weight:700;letter-spacing:.3em;font-family:ui-monospace,monospace;color:#f8fafc">${escapeHtml(c.code)}</p>` : ''}
${c.paragraphs.map((p) => `<p style="line-height:1.6">${withBreaks(p)}</p>`).join('\n')}
${button}
${c.footer ? `<p style="color:#94a3b8;font-size:13px">${escapeHtml(c.footer)}</p>` : ''}
<hr style="border:none;border-top:1px solid #1e293b;margin:24px 0">
<p style="color:#f87171;font-size:12px">${escapeHtml(DISCLAIMER)}</p>
</div></body></html>`;
  return { text, html };
}
