// The API reference page: plain HTML generated from the OpenAPI document, no script and no inline style, so it works
// offline and under `default-src 'none'` (its one stylesheet is served beside it).

interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: { name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  security?: Record<string, unknown>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
}

interface Doc {
  info: { title: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, { description?: string }> };
}

/** The page's Content-Security-Policy: nothing but its own stylesheet. */
export const DOCS_CSP = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const refName = (schema: object): string[] => {
  const s = schema as { $ref?: string; oneOf?: { $ref?: string }[] };
  return (s.oneOf ?? [s]).map((x) => x.$ref?.split('/').pop()).filter((n): n is string => !!n);
};
const schemaLinks = (schema: object): string => refName(schema).map((n) => `<a href="#schema-${esc(n)}"><code>${esc(n)}</code></a>`).join(' or ');

function operation(method: string, path: string, op: Operation): string {
  const body = op.requestBody ? `<p>Request body: ${schemaLinks(Object.values(op.requestBody.content)[0]!.schema)}</p>` : '';
  const auth = op.security ? 'refresh cookie' : 'bearer token (where the call needs a signed-in user)';
  const answers = Object.entries(op.responses).map(([status, r]) => {
    const content = r.content ? Object.values(r.content)[0] : undefined;
    return `<li><code>${esc(status)}</code> ${esc(r.description)}${content ? `: ${schemaLinks(content.schema)}` : ''}</li>`;
  });
  return `<section class="op" id="${esc(op.operationId)}"><h3><span class="method method--${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>`
    + `<p class="auth">Authentication: ${auth}</p>${body}<ul class="responses">${answers.join('')}</ul></section>`;
}

/** The whole reference page: operations grouped by tag, then every schema as JSON Schema. */
export function referencePage(doc: Doc, stylesheet: string, specUrl: string): string {
  const groups = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      (groups.get(tag) ?? groups.set(tag, []).get(tag)!).push(operation(method, path, op));
      (toc.get(tag) ?? toc.set(tag, []).get(tag)!).push(`<li><a href="#${esc(op.operationId)}">${method.toUpperCase()} ${esc(path)}</a></li>`);
    }
  }
  const tags = [...groups.keys()].sort();
  const schemes = Object.entries(doc.components.securitySchemes).map(([k, v]) => `<li><code>${esc(k)}</code>: ${esc(v.description ?? '')}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${esc(doc.info.title)} reference</title><link rel="stylesheet" href="${esc(stylesheet)}"></head><body><main>`
    + `<h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)} Base URL: <code>${esc(doc.servers[0]?.url ?? '')}</code>. `
    + `Machine-readable: <a href="${esc(specUrl)}">openapi.json</a> (OpenAPI 3.1).</p>`
    + `<p>Every refusal answers <code>{ "errors": ["…"] }</code> with a 4xx status (see <a href="#schema-Errors">Errors</a>).</p><h2>Authentication</h2><ul>${schemes}</ul>`
    + `<nav aria-label="Operations"><h2>Operations</h2>${tags.map((t) => `<details><summary>${esc(t)}</summary><ul>${toc.get(t)!.join('')}</ul></details>`).join('')}</nav>`
    + tags.map((t) => `<section class="group"><h2>${esc(t)}</h2>${groups.get(t)!.join('')}</section>`).join('')
    + `<section class="group"><h2>Schemas</h2>${Object.entries(doc.components.schemas).map(([n, s]) => `<details class="schema" id="schema-${esc(n)}"><summary>${esc(n)}</summary><pre>${esc(JSON.stringify(s, null, 2))}</pre></details>`).join('')}</section>`
    + `</main></body></html>`;
}

/** The page's stylesheet (served as a file, never inline). */
export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem 1.5rem 4rem}
code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f4f6f8;padding:.75rem;overflow:auto;border-radius:4px}
a{color:#0b57d0}
.op{border-top:1px solid #d8dee4;padding:.5rem 0}
.op h3{font-size:15px;margin:.25rem 0}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#fff;background:#4b5563;border-radius:3px;padding:0 .4rem;text-align:center}
.method--get{background:#1f6f43}.method--post{background:#0b57d0}.method--put,.method--patch{background:#8a4b00}.method--delete{background:#b3261e}
.auth{color:#4b5563;margin:.25rem 0}
.responses{margin:.25rem 0}
summary{cursor:pointer}
`;
