import type { CatalogRoute, RouteCatalog, SurfaceInfo } from '../http/surface.js';
import type { ExampleSet, OperationExample } from './examples.js';
import { declaredQuery } from '../http/ignored-query.js';

type Json = Record<string, unknown>;

/** Drops TypeBox's symbol keys and undefined values; yields plain JSON Schema. */
function plain<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function objectParams(schema: Json | undefined, where: 'query' | 'path' | 'header'): Json[] {
  if (!schema || typeof schema !== 'object') return [];
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s as Json;
    return {
      name,
      in: where,
      required: where === 'path' ? true : required.has(name),
      ...(description ? { description } : {}),
      schema: plain(rest),
    };
  });
}

function operation(route: CatalogRoute, info: SurfaceInfo, example: OperationExample | undefined): Json {
  const s = route.schema as Json & {
    summary?: string; description?: string; tags?: string[]; security?: unknown; operationId?: string;
    params?: Json; querystring?: Json; headers?: Json; body?: Json; response?: Record<string, Json>; consumes?: string[];
  };
  const op: Json = {};
  if (s.operationId) op.operationId = s.operationId;
  if (s.summary) op.summary = s.summary;
  if (s.description) op.description = s.description;
  // the surface's resource groups decide where they match; a route's own tags otherwise
  const group = info.tags?.find((x) => x.match?.test(route.url));
  if (group) op.tags = [group.name];
  else if (s.tags) op.tags = s.tags;
  const parameters = [...objectParams(s.params, 'path'), ...objectParams(s.querystring, 'query'), ...objectParams(s.headers, 'header')];
  if (route.method === 'POST' && info.postParameters) parameters.push(...info.postParameters.map((p) => plain(p)));
  if (parameters.length) op.parameters = parameters;
  if (s.body) {
    const types = s.consumes ?? ['application/json'];
    op.requestBody = { required: true, content: Object.fromEntries(types.map((t) => [t, { schema: isForm(t) ? formSchema(s.body!) : plain(s.body) }])) };
  }
  const responses: Json = {};
  for (const [code, r] of Object.entries(s.response ?? {})) {
    const { description, ...schema } = r as Json;
    const isEmpty = Object.keys(schema).length === 0;
    responses[code] = { description: (description as string) ?? `HTTP ${code}`, ...(isEmpty ? {} : { content: { 'application/json': { schema: plain(schema) } } }) };
  }
  if (!Object.keys(responses).length) responses['200'] = { description: 'OK' };
  // Unknown body fields and query parameters are accepted and ignored, and named
  // (src/http/ignored-fields.ts, ignored-query.ts); an open query names none
  const namesQuery = declaredQuery(s as Json) !== undefined;
  if (s.body || namesQuery) {
    const what = s.body && namesQuery ? 'body fields (nested ones as dotted paths) and query parameters' : s.body ? 'body fields (nested ones as dotted paths)' : 'query parameters';
    for (const [code, r] of Object.entries(responses)) {
      if (code.startsWith('2')) (r as Json).headers = { 'X-Ignored-Fields': { description: `Comma-separated ${what} of the request that the operation does not take and ignored; absent when none`, schema: { type: 'string' } } };
    }
  }
  op.responses = responses;
  if (example) addExample(op, example);
  if (s.security !== undefined) op.security = s.security;
  else if (info.securitySchemes) op.security = [Object.fromEntries(Object.keys(info.securitySchemes).map((k) => [k, []]))];
  return op;
}

const isForm = (type: string) => type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';

/**
 * A form body's schema with an `example` on every field: Swagger UI's try-it fills each form field
 * with a sample ("string") unless the field has one, and sends them all (the token endpoint then
 * refuses `code=string` for client credentials). A field's own first `examples` entry is used, else
 * the empty string, which try-it leaves out.
 */
function formSchema(body: Json): Json {
  const schema = plain(body);
  for (const prop of Object.values((schema.properties ?? {}) as Record<string, Json>)) {
    if (prop.example !== undefined || prop.default !== undefined) continue;
    // a file box, or a list of them, is never prefilled: Swagger UI parses an array field's
    // example as JSON, and '' threw there (no file box, no other field: issue 33, item 9)
    if (prop.type === 'array' || prop.format === 'binary') continue;
    const first = Array.isArray(prop.examples) ? (prop.examples as unknown[])[0] : undefined;
    prop.example = first ?? '';
  }
  return schema;
}

/** A recorded example: parameter values, the request body, and the answer under its status. */
function addExample(op: Json, ex: OperationExample): void {
  // Only required query parameters get the example's value: Swagger UI's try-it prefills every
  // parameter example, and an optional one (a list's ids, page, size; a report's limit) would filter
  // what a newcomer tries (campaign/list with ids=2 answers [] right after creating campaign 1).
  // Nor a path parameter or an OAuth client_id: they name stored objects (a campaign, a creative
  // set, an ad, a snapshot, an app) that exist only in the database the examples were recorded in,
  // so try-it answered 404 on a new one (issue 33, item 12). The one id kept is account_id, 1: the
  // demo account, the first account of a new database.
  for (const p of (op.parameters ?? []) as Json[]) {
    if (p.in !== 'query' || !p.required || p.name === 'client_id') continue;
    const v = ex.query?.[p.name as string];
    if (v !== undefined) p.example = v;
  }
  if (ex.request) {
    op.requestBody ??= { required: true, content: {} };
    const content = ((op.requestBody as Json).content ??= {}) as Json;
    const entry = (content[ex.request.contentType] ??= { schema: {} }) as Json;
    entry.example = ex.request.value;
  }
  const code = String(ex.response.status);
  const responses = op.responses as Json;
  const r = (responses[code] ??= { description: `HTTP ${code}` }) as Json;
  const content = (r.content ??= {}) as Json;
  const entry = (content[ex.response.contentType] ??= {}) as Json;
  entry.example = ex.response.value;
}

const PARITY_LINE = '\n\nWhat of the real service this platform has, with the evidence for each feature: [GET /_parity](/_parity) (JSON) and docs/parity.md.';

/** OpenAPI 3.1 document of one surface, from the very schemas its routes validate with. */
export function buildOpenApi(catalog: RouteCatalog, surface: string, version: string, opts: { serverUrl?: string; examples?: ExampleSet } = {}): Json {
  const entry = catalog.surfaces.get(surface);
  if (!entry) throw new Error(`unknown surface ${surface}`);
  const paths: Record<string, Json> = {};
  const routes = [...entry.routes].sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url)));
  for (const r of routes) {
    const p = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    (paths[p] ??= {})[r.method.toLowerCase()] = operation(r, entry.info, opts.examples?.[`${r.method} ${p}`]);
  }
  return {
    openapi: '3.1.0',
    // every surface's page of /docs links the parity table (issue 37)
    info: { title: entry.info.title, version, description: `${entry.info.description ?? ''}${surface === 'sandbox' ? '' : PARITY_LINE}` },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl, description: 'this server' }] } : {}),
    ...(entry.info.tags ? { tags: entry.info.tags.map((t) => ({ name: t.name, description: t.description })) } : {}),
    paths,
    ...(entry.info.securitySchemes ? { components: { securitySchemes: entry.info.securitySchemes } } : {}),
  };
}
