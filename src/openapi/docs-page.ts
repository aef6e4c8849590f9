// A dependency-free, server-rendered page that lists every surface's operations and schemas.
// Plain HTML on purpose: it works offline and needs no front-end bundle.

type Json = Record<string, any>;

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function schemaBlock(label: string, schema: unknown): string {
  if (!schema) return '';
  return `<details><summary>${esc(label)}</summary><pre>${esc(JSON.stringify(schema, null, 2))}</pre></details>`;
}

export function renderDocsPage(docs: { name: string; doc: Json }[]): string {
  const sections = docs
    .map(({ name, doc }) => {
      const ops = Object.entries(doc.paths as Json)
        .flatMap(([path, methods]) =>
          Object.entries(methods as Json).map(([method, op]: [string, Json]) => {
            const params = (op.parameters ?? []) as Json[];
            const paramRows = params
              .map((p) => `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${esc(p.description ?? '')}</td></tr>`)
              .join('');
            const body = op.requestBody ? Object.entries(op.requestBody.content as Json).map(([ct, c]) => schemaBlock(`Request body (${ct})`, (c as Json).schema)).join('') : '';
            const responses = Object.entries(op.responses as Json)
              .map(([code, r]) => schemaBlock(`${code}: ${(r as Json).description ?? ''}`, (r as Json).content?.['application/json']?.schema) || `<div class="resp">${esc(code)}: ${esc((r as Json).description)}</div>`)
              .join('');
            return `<article><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary ?? '')}</p>${op.description ? `<p class="d">${esc(op.description)}</p>` : ''}
${paramRows ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>description</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${body}${responses}</article>`;
          }),
        )
        .join('\n');
      return `<section id="${esc(name)}"><h2>${esc(doc.info.title)}</h2><p>${esc(doc.info.description)}</p>
<p><a href="/openapi/${esc(name)}.json">/openapi/${esc(name)}.json</a> (OpenAPI ${esc(doc.openapi)})</p>${ops}</section>`;
    })
    .join('\n');
  const nav = docs.map(({ name, doc }) => `<li><a href="#${esc(name)}">${esc(doc.info.title)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>campaign-platform API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:1.5rem;color:#1d2430}
h1{margin-top:0}h2{border-bottom:2px solid #e3e7ee;padding-bottom:.3rem;margin-top:2.5rem}
article{border:1px solid #e3e7ee;border-radius:8px;padding:.6rem 1rem;margin:1rem 0}
h3{font-size:1rem;margin:.3rem 0}.m{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#2f7d32}.post{background:#1f5fbf}.put{background:#9a6a00}.delete{background:#b3261e}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #e3e7ee;padding:.2rem .5rem;text-align:left;font-size:.9rem}
pre{background:#f5f7fa;padding:.6rem;overflow:auto;font-size:.8rem}summary{cursor:pointer;margin:.2rem 0}.d{color:#4a5568}
</style></head><body><h1>campaign-platform API reference</h1><p>Generated from the schemas the server validates requests with.</p>
<ul>${nav}</ul>${sections}</body></html>`;
}
