// The parity table (issue 37): statuses come from the OpenAPI documents (an operation, a parameter,
// a schema property), GET /_parity answers the same registry as docs/parity.md shows, and both are
// linked from the README and every surface's page in /docs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { assessParity, renderParityMarkdown, type ParityReport } from '../src/openapi/parity/assess.js';
import { REGISTRY, type Group } from '../src/openapi/parity/registry.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';

const COMMITTED = ['campaign-management-v1', 'manage-v1', 'oauth', 'reporting', 'suppression'].map((n) => JSON.parse(fs.readFileSync(`openapi/${n}.json`, 'utf8')) as Record<string, unknown>);

describe('parity assessment', () => {
  const registry: Group[] = [
    { kind: 'endpoint', section: 'S', evidence: 'strong', source: 'spec', names: ['GET /a', 'POST /b', 'GET /gone'] },
    { kind: 'field', section: 'S', evidence: 'weak', source: 'addendum', on: ['GET /a'], names: ['nested_field', 'q', 'only_in_example'] },
    { kind: 'column', section: 'S', evidence: 'strong', source: 'addendum', on: ['POST /b'], names: ['col'] },
    { kind: 'field', section: 'S', evidence: 'strong', source: 'addendum', on: ['GET /gone'], names: ['x'] },
    { kind: 'behaviour', section: 'S', evidence: 'weak', source: 'notes', name: 'a behaviour', status: 'not built', note: 'what is missing' },
  ];
  const doc = {
    paths: {
      '/a': { get: { parameters: [{ name: 'q', in: 'query' }], responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { properties: { outer: { properties: { nested_field: { type: 'string' } } } } } }, example: { only_in_example: 1 } } } } } } },
      '/b': { post: { requestBody: { content: { 'application/json': { schema: { properties: { other: {} } } } } } } },
    },
  };
  const r = assessParity([doc], registry);
  const get = (kind: string, name: string) => r.features.find((f) => f.kind === kind && f.name === name)!;

  it('an operation in a document is built; one absent is not', () => {
    assert.equal(get('endpoint', 'GET /gone').status, 'not built');
    assert.equal(get('field', 'x').missing, 'its endpoint is not built');
  });

  it('a field is built when a parameter or a schema property anywhere in its operation names it; examples do not count', () => {
    assert.equal(get('field', 'q').status, 'implemented');
    assert.equal(get('field', 'nested_field').status, 'implemented');
    assert.equal(get('field', 'only_in_example').status, 'not built');
    assert.equal(get('column', 'col').status, 'not built');
  });

  it('an endpoint missing some of its named fields is partial and lists them', () => {
    assert.equal(get('endpoint', 'GET /a').status, 'partial');
    assert.match(get('endpoint', 'GET /a').missing!, /only_in_example/);
    assert.equal(get('endpoint', 'POST /b').status, 'partial');
    assert.deepEqual(r.summary, { implemented: 2, partial: 2, 'not built': 5 });
    assert.match(get('behaviour', 'a behaviour').missing!, /what is missing/);
  });
});

describe('docs/parity.md', () => {
  it('is what the registry and the committed OpenAPI documents give (npm run openapi regenerates it)', () => {
    assert.equal(fs.readFileSync('docs/parity.md', 'utf8'), renderParityMarkdown(assessParity(COMMITTED)) + '\n');
  });

  it('every behaviour marked implemented points at a file of the repository that shows it', () => {
    for (const g of REGISTRY) {
      if (g.kind !== 'behaviour' || g.status !== 'implemented') continue;
      const file = /(?:test|src|openapi)\/[\w./-]+/.exec(g.note)?.[0];
      assert.ok(file, `${g.name}: its note names no file`);
      assert.ok(fs.existsSync(file.replace(/\.$/, '')), `${g.name}: ${file} does not exist`);
    }
  });

  it('names every endpoint of the registry and is linked from the README', () => {
    const md = fs.readFileSync('docs/parity.md', 'utf8');
    for (const g of REGISTRY) if (g.kind === 'endpoint') for (const n of g.names) assert.ok(md.includes(`\`${n}\``), n);
    assert.match(fs.readFileSync('README.md', 'utf8'), /\[`docs\/parity\.md`\]\(docs\/parity\.md\)/);
  });
});

await forEachDatabase('GET /_parity', (tdb) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(await tdb.open());
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('answers the same registry and statuses as docs/parity.md, as JSON', async () => {
    const res = await fetch(`${t.url}/_parity`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    const body = (await res.json()) as ParityReport;
    assert.deepEqual(body, JSON.parse(JSON.stringify(assessParity(COMMITTED))));
    // what a test suite would check before it runs
    const report = body.features.find((f) => f.kind === 'endpoint' && f.name === 'GET /manage/v1/campaign/list')!;
    assert.ok(['implemented', 'partial'].includes(report.status));
    assert.equal(body.summary.implemented + body.summary.partial + body.summary['not built'], body.features.length);
  });

  it('every surface page of /docs links it', async () => {
    for (const name of ['manage-v1', 'campaign-management-v1', 'oauth', 'suppression', 'reporting']) {
      const doc = (await (await fetch(`${t.url}/openapi/${name}.json`)).json()) as { info: { description: string } };
      assert.match(doc.info.description, /\[GET \/_parity\]\(\/_parity\)/, name);
    }
  });
});
