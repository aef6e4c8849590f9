// Issue 9: a property-based fuzz run over EVERY operation of the committed OpenAPI documents
// (read at run time, so new operations are fuzzed without touching this file), with valid
// credentials and real ids, and generated bad input: wrong types, missing and extra fields, huge
// and negative numbers, control characters and lone surrogates, prototype keys, malformed bodies
// of each declared content type, bad query strings. Every answer must be a non-5xx with an
// X-TRACE-ID, and the server must be healthy afterwards. On both engines.
// Fixed seed and a bounded count; more with FUZZ_RUNS (per operation) and another FUZZ_SEED.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { startTestApp, testConfig, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { firstPartyToken } from '../helpers/oauth.js';
import { png } from '../helpers/upload-parts.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

type Json = Record<string, any>;
interface Operation {
  surface: string;
  method: string;
  path: string;
  params: { name: string; in: string; required?: boolean; schema?: Json }[];
  contentTypes: string[];
  body?: Json;
  /** The documented example body (a valid request), the base that single-field mutations start from. */
  example?: unknown;
}

function operations(): Operation[] {
  const dir = path.resolve('openapi');
  const out: Operation[] = [];
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Json;
    for (const [p, methods] of Object.entries(doc.paths as Json)) {
      for (const [m, op] of Object.entries(methods as Json)) {
        const content = (op.requestBody?.content ?? {}) as Json;
        const types = Object.keys(content);
        out.push({
          surface: f.replace(/\.json$/, ''),
          method: m.toUpperCase(),
          path: p,
          params: op.parameters ?? [],
          // a POST that declares no body is fuzzed with the usual kinds anyway
          contentTypes: types.length ? types : m === 'post' ? ['application/json', 'multipart/form-data'] : [],
          body: types.length ? content[types[0]!].schema : undefined,
          example: types.includes('application/json') ? content['application/json'].example : undefined,
        });
      }
    }
  }
  return out;
}

// ---- generators --------------------------------------------------------------------------------

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const nasty = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u001b[2J', '\ud800', '\udfff', 'x\ud83d', '%00', '%', '%zz', '../../etc/passwd', "'; DROP TABLE campaigns; --", '<script>alert(1)</script>', '{{7*7}}', '${jndi:x}', 'NaN', 'Infinity', '-0', '1e309', '0x10', 'true', 'null', '[]', '{}') },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 3000, maxLength: 5000 }) },
);
const numberish = fc.oneof(
  fc.constantFrom(0, -1, -0.5, 1e308, -1e308, 2 ** 53 + 1, 1.1 * 3, 3.14159265358979, 999999999999999999999),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const leaf = fc.oneof(nasty, numberish, fc.boolean(), fc.constant(null));
const anyValue = fc.letrec((tie) => ({
  v: fc.oneof({ maxDepth: 3 }, leaf, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTO_KEYS)), tie('v'), { maxKeys: 4 })),
})).v;

/** An object shaped like the schema (its own keys) with random values, some keys dropped, extra keys added. */
function shapedBody(schema: Json | undefined) {
  const keys = Object.keys((schema?.properties ?? {}) as Json);
  return fc
    .record({
      own: fc.subarray(keys),
      values: fc.array(anyValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...PROTO_KEYS)), anyValue, { maxKeys: 3 }),
      valid: fc.dictionary(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxKeys: 3 }),
    })
    .map(({ own, values, extra, valid }) => {
      const o: Json = {};
      own.forEach((k, i) => (o[k] = values[i]));
      Object.assign(o, valid);
      for (const [k, v] of Object.entries(extra)) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
      return o;
    });
}

/** Paths (arrays of keys) to every value inside a JSON document. */
function pathsOf(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...pathsOf(x, [...prefix, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...pathsOf(x, [...prefix, k]));
  return out;
}

/** The valid example with ONE change: a value replaced by a hostile one, removed, or a key added. */
function mutatedExample(example: unknown, realize: (v: unknown) => unknown) {
  const paths = pathsOf(example).filter((p) => p.length > 0);
  return fc.record({ at: fc.nat(Math.max(0, paths.length - 1)), how: fc.constantFrom('poison', 'poison', 'replace', 'replace', 'delete', 'add'), poison: fc.constantFrom('\u0000', '\u0001', '\u001f', '\ud800', '\udc00', '\u0000\u0000'), pos: fc.nat(40), value: fc.oneof({ weight: 3, arbitrary: nasty }, { weight: 1, arbitrary: numberish }, { weight: 1, arbitrary: anyValue }), key: fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })) }).map(({ at, how, value, key, poison, pos }) => {
    const doc = realize(structuredClone(example)) as Json;
    const path = paths[at];
    if (!path) return doc;
    let parent: Json = doc;
    for (const k of path.slice(0, -1)) parent = parent?.[k as string];
    const last = path[path.length - 1]!;
    if (!parent || typeof parent !== 'object') return doc;
    const cur = parent[last as string];
    // poison: a control character or lone surrogate inside an otherwise valid string (or number) value
    if (how === 'poison') parent[last as string] = typeof cur === 'string' || typeof cur === 'number' ? `${String(cur).slice(0, pos)}${poison}${String(cur).slice(pos)}` : value;
    else if (how === 'replace') parent[last as string] = value;
    else if (how === 'delete') delete parent[last as string];
    else if (!Array.isArray(parent)) Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
    return doc;
  });
}

/** A body as raw bytes plus the Content-Type it is sent with (sometimes a lie). */
function bodyFor(op: Operation, realize: (v: unknown) => unknown): fc.Arbitrary<{ contentType?: string; bytes: Buffer }> {
  const json = fc.oneof(
    ...(op.example !== undefined ? [mutatedExample(op.example, realize).map((o) => JSON.stringify(o)), mutatedExample(op.example, realize).map((o) => JSON.stringify(o))] : []),
    shapedBody(op.body).map((o) => JSON.stringify(o)),
    anyValue.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"y":1}}}', '"\\ud800"'),
  );
  const form = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTO_KEYS, 'grant_type', 'client_id', 'token', 'scope')), nasty, { maxKeys: 5 }).map((d) => new URLSearchParams(d as Record<string, string>).toString());
  const multipart = fc.oneof(
    fc.record({ fields: fc.dictionary(fc.oneof(fc.constantFrom('asset', 'type', 'update', 'remove', 'files', 'file'), fc.string({ maxLength: 8 })), nasty, { maxKeys: 4 }), file: fc.boolean(), fileName: nasty, fileType: fc.constantFrom('image/png', 'text/html', 'constructor', '', 'video/mp4'), cut: fc.nat(400) }).map((r) => {
      const b = 'fuzzb0undary';
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(r.fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${v}\r\n`));
      if (r.file) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${r.fields.files !== undefined ? 'files' : 'file'}"; filename="${String(r.fileName).replace(/["\r\n]/g, '')}"\r\nContent-Type: ${r.fileType}\r\n\r\n`), png(320, 50), Buffer.from('\r\n'));
      parts.push(Buffer.from(`--${b}--\r\n`));
      const all = Buffer.concat(parts);
      return { contentType: `multipart/form-data; boundary=${b}`, bytes: r.cut > 300 ? all : all.subarray(0, Math.max(0, all.length - r.cut)) };
    }),
    fc.constantFrom('\u0000', '--x\r\n', 'garbage', '').map((s) => ({ contentType: 'multipart/form-data; boundary=x', bytes: Buffer.from(s) })),
    fc.constant({ contentType: 'multipart/form-data', bytes: Buffer.from('no boundary') }),
  );
  const text = fc.array(fc.oneof(fc.uuid(), nasty), { maxLength: 8 }).map((l) => l.join('\n'));
  const kinds: fc.Arbitrary<{ contentType?: string; bytes: Buffer }>[] = [];
  for (const ct of op.contentTypes) {
    if (ct === 'application/json') kinds.push(json.map((s) => ({ contentType: ct, bytes: Buffer.from(s) })));
    else if (ct === 'application/x-www-form-urlencoded') kinds.push(form.map((s) => ({ contentType: ct, bytes: Buffer.from(s) })));
    else if (ct === 'multipart/form-data') kinds.push(multipart as fc.Arbitrary<{ contentType?: string; bytes: Buffer }>);
    else kinds.push(text.map((s) => ({ contentType: ct, bytes: Buffer.from(s) })));
  }
  // and sometimes the wrong type, none, or garbage bytes
  kinds.push(fc.record({ contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/xml', 'constructor', 'multipart/form-data'), bytes: fc.uint8Array({ maxLength: 64 }).map((u) => Buffer.from(u)) }));
  return fc.oneof(...kinds);
}

/** Percent-encodes a string as UTF-8, but lone surrogates as the bytes of their code unit (invalid UTF-8). */
function enc(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff) out += `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** One property-based run over an operation: no 5xx from any input, always a trace id. */
async function fuzzOperation(op: Operation, base: string, real: Record<string, string>, realize: (v: unknown) => unknown, authorize: (headers: Record<string, string>, q: string[], query: [string, string][]) => void): Promise<void> {
  const arb = fc.record({
    pathValues: fc.array(fc.oneof(fc.constant<string | undefined>(undefined), nasty), { minLength: 4, maxLength: 4 }),
    query: fc.array(fc.tuple(fc.constantFrom(...op.params.filter((p) => p.in === 'query').map((p) => p.name), 'x', '__proto__', 'constructor', '_t'), fc.oneof(nasty, numberish.map(String))), { maxLength: 5 }),
    dropAuth: fc.nat(20),
    idemKey: fc.option(fc.oneof(fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.:~ '.split('')), maxLength: 300 }), fc.constantFrom(...PROTO_KEYS)), { nil: undefined }),
    body: op.contentTypes.length ? bodyFor(op, realize) : fc.constant(undefined),
  });
  const out = await fc.check(
    fc.asyncProperty(arb, async (r) => {
      let i = 0;
      const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const v = r.pathValues[i++ % 4];
        return v === undefined ? real[name] ?? '1' : enc(v);
      });
      const q = [...r.query.map(([k, v]) => `${enc(k)}=${enc(v)}`)];
      const headers: Record<string, string> = {};
      if (r.dropAuth > 0) authorize(headers, q, r.query);
      if (r.body?.contentType) headers['content-type'] = r.body.contentType;
      if (r.idemKey !== undefined && op.method === 'POST') headers['idempotency-key'] = r.idemKey;
      const full = `${base}${url}${q.length ? `?${q.join('&')}` : ''}`;
      const res = await fetch(full, { method: op.method, headers, body: r.body && op.method !== 'GET' ? new Uint8Array(r.body.bytes) : undefined, redirect: 'manual' });
      const text = await res.text();
      const repro = () =>
        `curl -i -X ${op.method} '${full}' ${Object.entries(headers).map(([k, v]) => `-H '${k}: ${v}'`).join(' ')}${r.body ? ` --data-binary $'${r.body.bytes.toString('latin1').replace(/[^\x20-\x7e]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).replace(/'/g, "\\'")}'` : ''}`;
      if (res.status >= 500) throw new Error(`${res.status} ${text.slice(0, 300)}\nreproduce: ${repro()}`);
      if (!res.headers.get('x-trace-id')) throw new Error(`no X-TRACE-ID on ${res.status}\nreproduce: ${repro()}`);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  // only the failing request, as a curl line (fast-check's counterexample dump is too long to read)
  if (out.failed) throw new Error(`after ${out.numRuns} runs (seed ${SEED}): ${(out.errorInstance as Error | undefined)?.message ?? String(out.errorInstance)}`);
}

// ---- the run ------------------------------------------------------------------------------------

await forEachDatabase('fuzzing every OpenAPI operation', (tdb) => {
  let t: TestApp;
  const real: Record<string, string> = {};
  let token = '';
  let campaignKey = '';
  let managementKey = '';
  let accountId = 0;

  before(async () => {
    const base = testConfig('/tmp');
    t = await startTestApp(await tdb.open(), { config: { manage: { ...base.manage, rateLimitRequests: 10_000_000, errorLimit: 10_000_000 } } });
    const tok = await firstPartyToken(t, 'campaigns:write creatives:write source_bids:write');
    token = tok.token;
    accountId = tok.accountId;
    campaignKey = await t.c.accounts.rotateKey(accountId, 'campaign');
    managementKey = await t.c.accounts.rotateKey(accountId, 'management');
    const h = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const c = await (await fetch(`${t.url}/campaign_management/v1/campaign`, { method: 'POST', headers: h, body: JSON.stringify({ name: 'Fuzz', platform: 'android', package_name: 'com.example.fuzz', bid_type: 'CPI' }) })).json() as Json;
    real.campaign_id = c.campaign_id;
    const s = await (await fetch(`${t.url}/campaign_management/v1/creative_set`, { method: 'POST', headers: h, body: JSON.stringify({ campaign_id: c.campaign_id, name: 'Fuzz set' }) })).json() as Json;
    real.creative_set_id = s.creative_set_id;
    real.ad_id = String(s.ads[0].id);
    const list = await (await fetch(`${t.url}/manage/v1/campaign/list?account_id=${accountId}`, { headers: { authorization: campaignKey } })).json() as Json[];
    real.v2_campaign_id = list[0]!.id;
    const sets = await (await fetch(`${t.url}/manage/v1/creative_set/list?account_id=${accountId}`, { headers: { authorization: campaignKey } })).json() as Json[];
    real.v2_set_id = sets[0]!.id;
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  /** The example's ids are the documentation database's: point them at this database's objects. */
  function realize(op: Operation, v: unknown): unknown {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const o = v as Json;
    const v2 = op.surface === 'manage-v1';
    if ('campaign_id' in o) o.campaign_id = v2 ? real.v2_campaign_id : real.campaign_id;
    if ('creative_set_id' in o) o.creative_set_id = v2 ? real.v2_set_id : real.creative_set_id;
    if (v2 && 'id' in o) o.id = op.path.includes('/creative_set/') ? real.v2_set_id : real.v2_campaign_id;
    return o;
  }

  for (const op of operations().filter((o) => o.surface !== 'sandbox')) {
    it(`${op.method} ${op.path} (${op.surface}): no 5xx, always a trace id`, () =>
      fuzzOperation(op, t.url, real, (v) => realize(op, v), (headers, q, query) => {
        if (op.surface === 'campaign-management-v1') headers.authorization = `Bearer ${token}`;
        if (op.surface === 'manage-v1') {
          headers.authorization = campaignKey;
          if (!query.some(([k]) => k === 'account_id')) q.push(`account_id=${accountId}`);
        }
        if (op.surface === 'suppression' && !query.some(([k]) => k === 'api_key')) q.push(`api_key=${managementKey}`);
      }));
  }

  it('the server is healthy afterwards: /healthz, /readyz and a valid request answer', async () => {
    assert.equal((await fetch(`${t.url}/healthz`)).status, 200);
    assert.equal((await fetch(`${t.url}/readyz`)).status, 200);
    const res = await fetch(`${t.url}/campaign_management/v1/campaign/${real.campaign_id}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as Json).campaign_id, real.campaign_id);
    const list = await fetch(`${t.url}/manage/v1/campaign/list?account_id=${accountId}`, { headers: { authorization: campaignKey } });
    assert.equal(list.status, 200);
  });
});

// The sandbox's operations on their own sandbox-enabled app: its reset, restore and seed change the
// whole platform, which would pull the ids out from under the other operations' fuzz cases.
await forEachDatabase('fuzzing the sandbox operations (their own app)', (tdb) => {
  let t: TestApp;
  const token = 'sbx_fuzz-token-0123456789abcdef';
  const real: Record<string, string> = { name: 'fuzz-base' };
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token, seed: undefined, seedFile: undefined } } });
    const r = await fetch(`${t.url}/_sandbox/snapshots`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: real.name }) });
    assert.equal(r.status, 200);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  const ops = operations().filter((o) => o.surface === 'sandbox');
  it('the committed sandbox document has operations to fuzz', () => assert.ok(ops.length >= 19, String(ops.length)));
  for (const op of ops) {
    it(`${op.method} ${op.path} (sandbox): no 5xx, always a trace id`, () =>
      fuzzOperation(op, t.url, real, (v) => v, (headers) => {
        headers.authorization = `Bearer ${token}`;
      }));
  }

  it('the server is healthy afterwards', async () => {
    const auth = { authorization: `Bearer ${token}` };
    // fuzzed fault rules may hold any path: gone first
    assert.equal((await fetch(`${t.url}/_sandbox/faults`, { method: 'DELETE', headers: auth })).status, 200);
    assert.equal((await fetch(`${t.url}/healthz`)).status, 200);
    assert.equal((await fetch(`${t.url}/readyz`)).status, 200);
    assert.equal((await fetch(`${t.url}/_sandbox/clock`, { headers: auth })).status, 200);
    const acct = await fetch(`${t.url}/_sandbox/accounts`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'After the fuzz' }) });
    assert.equal(acct.status, 200);
  });
});
