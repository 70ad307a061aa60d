import esc from 'escape-html';

/** The part of the generated OpenAPI document the page reads (the renderer owns the shape it needs). */
export interface OpenApiDoc {
  info: { title: string; description?: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    schema?: unknown;
    description?: string;
  }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> } | { $ref: string }
  >;
}

const json = (v: unknown) => esc(JSON.stringify(v, null, 2));

// Dark like the site (DESIGN), readable at 390 px: long paths and schemas wrap or scroll in their box.
const STYLE = `
body{margin:0;background:#0b0f17;color:#e5e7eb;font:15px/1.5 system-ui,sans-serif}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:26px;margin:0 0 8px}h2{font-size:20px;margin:32px 0 8px;border-bottom:1px solid #1f2937;padding-bottom:4px}
a{color:#60a5fa}code,pre{font-family:ui-monospace,monospace;font-size:13px}
.op{border:1px solid #1f2937;border-radius:8px;margin:8px 0;background:#111827}
.op>summary{cursor:pointer;padding:8px 12px;display:flex;gap:8px;flex-wrap:wrap;align-items:baseline}
.m{font-weight:700;min-width:56px;text-transform:uppercase}.get{color:#34d399}.post{color:#60a5fa}.patch{color:#fbbf24}.put{color:#fbbf24}.delete{color:#f87171}
.path{word-break:break-all}.body{padding:0 12px 12px}pre{background:#0b0f17;border:1px solid #1f2937;border-radius:6px;padding:8px;overflow:auto;max-height:420px;white-space:pre}
.muted{color:#9ca3af}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #1f2937;padding:4px 6px;text-align:left;vertical-align:top}
`;

function operation(path: string, method: string, op: OpenApiOperation): string {
  const params = op.parameters ?? [];
  const body = op.requestBody?.content?.['application/json']?.schema;
  const all = Object.entries(op.responses ?? {});
  // The error answers are references to one shared schema: listed on one line, not repeated.
  const responses = all.filter((e): e is [string, DescribedResponse] => !('$ref' in e[1]));
  const errors = all.filter(([, r]) => '$ref' in r).map(([code]) => code);
  const credential = credentialOf(op.security);
  return `<details class="op" id="${esc(`${method}-${path}`)}"><summary><span class="m ${method}">${method}</span><code class="path">${esc(path)}</code>${
    op.summary ? `<span>${esc(op.summary)}</span>` : ''
  }${credential ? `<span class="muted">${esc(credential)}</span>` : ''}</summary><div class="body">${op.description ? `<p>${esc(op.description)}</p>` : ''}${
    params.length
      ? `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${params
          .map(
            (p) =>
              `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${json(p.schema ?? {})}</code></td></tr>`,
          )
          .join('')}</table>`
      : ''
  }${body ? `<h4>Request body (JSON)</h4><pre>${json(body)}</pre>` : ''}${responses
    .map(([code, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return `<h4>Response ${esc(code)}</h4>${schema ? `<pre>${json(schema)}</pre>` : `<p class="muted">${esc(r.description ?? 'No body described')}</p>`}`;
    })
    .join('')}${
    errors.length
      ? `<p class="muted">Error answers ${esc(errors.join(', '))}: <code>{ code, message, issues? }</code></p>`
      : ''
  }</div></details>`;
}

type DescribedResponse = Exclude<NonNullable<OpenApiOperation['responses']>[string], { $ref: string }>;

const CREDENTIALS: Record<string, string> = {
  apiKey: 'API key (Bearer)',
  adminSession: 'Operator session',
  session: 'Member session',
};

/** What an operation needs, in words; nothing when anyone may call it. */
function credentialOf(security: OpenApiOperation['security']): string {
  const options = (security ?? []) as Array<Record<string, unknown>>;
  if (options.some((o) => Object.keys(o).length === 0)) return '';
  return options.flatMap((o) => Object.keys(o).map((k) => CREDENTIALS[k] ?? k)).join(' or ');
}

/** The readable API reference: every operation of the OpenAPI document, grouped by tag, v1 first. */
export function renderApiDocsPage(doc: OpenApiDoc): string {
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api';
      const list = groups.get(tag) ?? [];
      list.push(operation(path, method, op));
      groups.set(tag, list);
    }
  }
  const tags = [...groups.keys()].sort((a, b) => (a === 'v1' ? -1 : b === 'v1' ? 1 : a.localeCompare(b)));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${esc(
    doc.info.title,
  )} reference</title><style>${STYLE}</style></head><body><main><h1>${esc(doc.info.title)} reference</h1><p>${esc(doc.info.description ?? '')}</p><p>Machine-readable OpenAPI 3.1 document: <a href="/api/docs/json">/api/docs/json</a>. Sections: ${tags
    .map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`)
    .join(
      ' · ',
    )}</p>${tags.map((t) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${groups.get(t)!.join('')}`).join('')}</main></body></html>`;
}
