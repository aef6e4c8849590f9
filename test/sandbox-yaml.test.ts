// Fixture documents in YAML (issue 11, optional): POST /_sandbox/seed with Content-Type
// application/yaml means exactly what the JSON document means; bad YAML is a 400 naming the line.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, it } from 'node:test';
import { parseFixture } from '../src/core/sandbox/fixture-document.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';

const TOKEN = 'sbx_yaml-test-token-0123456789ab';

it('the YAML example is the JSON example (YAML 1.2 core schema: dates and quoted numbers stay strings)', () => {
  const fromYaml = parseFixture(fs.readFileSync('docs/examples/sandbox-fixture.yaml', 'utf8'), 'yaml');
  assert.deepEqual(fromYaml, JSON.parse(fs.readFileSync('docs/examples/sandbox-fixture.json', 'utf8')));
});

await forEachDatabase('sandbox seed in YAML', (tdb) => {
  let t: TestApp;
  const seed = (body: string, type: string) =>
    fetch(`${t.url}/_sandbox/seed`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': type }, body }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: TOKEN, seed: undefined, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('seeds the same as the JSON document, and the JSON one then finds everything there', async () => {
    const y = await seed(fs.readFileSync('docs/examples/sandbox-fixture.yaml', 'utf8'), 'application/yaml');
    assert.equal(y.status, 200, JSON.stringify(y.body));
    assert.deepEqual(y.body.created, { accounts: 1, users: 1, oauth_apps: 2, assets: 3, campaigns: 2, creative_sets: 1, suppression_lists: 1, delivery: 2 });
    const j = await seed(fs.readFileSync('docs/examples/sandbox-fixture.json', 'utf8'), 'application/json');
    assert.equal(j.status, 200);
    assert.deepEqual(j.body.created, {});
    assert.equal(j.body.existing.delivery, 2, 'the same scripted figures are already there');
    const again = await seed(fs.readFileSync('docs/examples/sandbox-fixture.yaml', 'utf8'), 'text/yaml; charset=utf-8');
    assert.deepEqual(again.body.created, {});
  });

  it('bad YAML is a 400 naming the line; a repeated key, an alias bomb or a list are refused too', async () => {
    const broken = await seed('accounts:\n  - name: A\n   keys: [\n', 'application/yaml');
    assert.equal(broken.status, 400, JSON.stringify(broken.body));
    assert.equal(broken.body.field, 'body');
    assert.match(broken.body.message, /^body: is not valid YAML \(line \d+, column \d+\)/);
    const twice = await seed('accounts: []\naccounts: []\n', 'application/yaml');
    assert.equal(twice.status, 400);
    assert.match(twice.body.message, /not valid YAML/);
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(',')}]`), 'accounts: []'].join('\n');
    const exploded = await seed(bomb, 'application/yaml');
    assert.equal(exploded.status, 400, JSON.stringify(exploded.body).slice(0, 300));
    const list = await seed('- accounts: []\n', 'application/yaml');
    assert.equal(list.status, 400);
    assert.equal(list.body.field, 'body');
    // and an account with no name is named by the seed, as for JSON
    const unnamed = await seed('accounts:\n  - keys: {}\n', 'application/yaml');
    assert.equal(unnamed.status, 400);
    assert.match(unnamed.body.message, /name/);
  });
});
