// Issue 33, item 12: try-it prefills no id that does not exist in a new database. Served documents
// of every surface (the sandbox's too): no path parameter and no OAuth client_id carries a recorded
// example; the one id prefilled, account_id, is the demo account's (the first of a new database), or
// for a WEB-only operation the demo shop's (the second).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ensureDemo } from '../src/root/demo.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { sqliteDatabase } from './helpers/databases.js';

describe('/docs prefills only ids that exist', () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let demoAccount: string;
  let demoShop: string;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: 'sbx_docs-prefill-token-000000000', seed: undefined, seedFile: undefined } } });
    const creds = (await ensureDemo(t.c))!.creds;
    demoAccount = creds.account_id;
    demoShop = String(creds.web!.account_id);
  });
  after(async () => {
    await t?.close();
    await tdb.cleanup();
  });

  it('no recorded object id in any parameter example; account_id is the demo account', async () => {
    const prefilled: string[] = [];
    let paths = 0;
    for (const surface of ['manage-v1', 'campaign-management-v1', 'oauth', 'suppression', 'reporting', 'sandbox']) {
      const doc = (await (await fetch(`${t.url}/openapi/${surface}.json`)).json()) as { paths: Record<string, Record<string, { parameters?: { name: string; in: string; example?: unknown }[] }>> };
      for (const [p, ops] of Object.entries(doc.paths)) {
        for (const [m, op] of Object.entries(ops)) {
          for (const param of op.parameters ?? []) {
            if (param.in === 'path') paths++;
            if (param.example === undefined) continue;
            if (param.in === 'path' || param.name === 'client_id') prefilled.push(`${m.toUpperCase()} ${p} ${param.name}=${String(param.example)}`);
            // WEB-only operations are tried with the demo shop (the second account of a new database)
            if (param.name === 'account_id') assert.equal(String(param.example), p === '/manage/v1/campaign/catalog_info' ? demoShop : demoAccount, `${m} ${p}`);
          }
        }
      }
    }
    assert.ok(paths > 10, 'the documents have path parameters');
    assert.deepEqual(prefilled, []);
  });
});
