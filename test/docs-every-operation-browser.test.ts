// Issue 33, item 9: every operation of every document in /docs renders and executes in Chromium.
// Each operation is opened; each of its parameters and form fields must be drawn (a file box for a
// file field), the page must throw nothing, and Execute must send the request and show its answer
// (whatever the status: an empty required field is given a value first). The upload of the second
// generation (a multipart `files` array) is tried with a real file and must store it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';
import { ensureDemo, type DemoCredentials } from '../src/root/demo.js';
import { authorize, openOperation, switchSurface } from './helpers/swagger-ui.js';

const problem = browserProblem('docs every-operation browser test');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A value Swagger UI accepts for an empty required field of this schema. */
function valueFor(schema: Json | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (Array.isArray(schema?.examples) && schema.examples.length) return String(schema.examples[0]);
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  if (schema?.format === 'date') return '2026-01-01';
  // a pattern of digits (a numeric id): the viewer refuses 'x' before sending anything
  if (typeof schema?.pattern === 'string' && schema.pattern.startsWith('^[0-9]')) return '1';
  return 'x';
}

async function fillEmptyRequired(op: Locator, rows: string, attr: string, schemas: Record<string, Json>): Promise<void> {
  for (const row of await op.locator(rows).all()) {
    const name = (await row.getAttribute(attr))!;
    const required = (await row.locator('.required, .parameter__name.required, .prop-name.required').count()) > 0 || (await row.innerText()).includes('* required');
    if (!required) continue;
    const input = row.locator('input[type=text]');
    const select = row.locator('select');
    if (await input.count()) {
      if ((await input.first().inputValue()) === '') await input.first().fill(valueFor(schemas[name]));
    } else if (await select.count()) {
      const values = await select.first().locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v && v !== '--'));
      if ((await select.first().inputValue()) === '' || (await select.first().inputValue()) === '--') await select.first().selectOption(values[0]!);
    }
  }
}

describe('every operation of every API document renders and executes in /docs', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let browser: Browser;
  let creds: DemoCredentials;
  const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-ops-'));
  const upload = path.join(shots, 'hello.html');
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { sandbox: { enabled: true, token: 'sbx_docs-every-op-token-0000000', seed: undefined, seedFile: undefined } } });
    creds = (await ensureDemo(t.c))!.creds;
    fs.writeFileSync(upload, '<!doctype html><html><body>hello</body></html>\n');
    browser = await launchChromium(problem);
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
    console.log(`# screenshots: ${shots}`);
  });

  it('opens each operation, draws each parameter and field, and shows an answer to Execute', async () => {
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const thrown: string[] = [];
    page.on('pageerror', (e) => thrown.push(e.message));
    page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && thrown.push(m.text()));
    const sent: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (!u.pathname.startsWith('/docs') && !u.pathname.startsWith('/openapi/')) sent.push(`${r.method()} ${u.pathname}`);
    });
    await page.goto(`${t.url}/docs`);
    await page.locator('.opblock-tag').first().waitFor();
    const surfaces = await page.locator('select#select option').evaluateAll((os) => os.map((o) => ({ label: o.textContent!.trim(), url: (o as HTMLOptionElement).value })));
    assert.equal(surfaces.length, 6, JSON.stringify(surfaces));
    const seen: string[] = [];
    const failed: string[] = [];
    for (const s of surfaces) {
      const doc = (await (await fetch(new URL(s.url, t.url))).json()) as Json;
      const ops = Object.entries(doc.paths as Json).flatMap(([p, byMethod]) => Object.entries(byMethod as Json).map(([m, op]) => ({ path: p, method: m, op: op as Json })));
      // a destructive control would empty what the next operations try: those go last
      ops.sort((a, b) => Number(/reset|restore/.test(a.path)) - Number(/reset|restore/.test(b.path)));
      await switchSurface(page, s.label, ops[0]!.path);
      if (s.label.startsWith('Ads Manager API')) await authorize(page, async (modal) => modal.locator('input').first().fill(creds.campaign_api_key));
      for (const { path: p, method, op } of ops) {
        const name = `${method.toUpperCase()} ${p}`;
        seen.push(name);
        const before = thrown.length;
        try {
          const block = await openOperation(page, method, p);
          // every parameter has its row, every form field its row (a file field its file box)
          for (const param of (op.parameters ?? []) as Json[]) {
            assert.equal(await block.locator(`tr[data-param-name="${param.name}"]`).count(), 1, `${name}: parameter ${param.name} is drawn`);
          }
          const form = op.requestBody?.content?.['multipart/form-data'] ?? op.requestBody?.content?.['application/x-www-form-urlencoded'];
          const fields = (form?.schema?.properties ?? {}) as Record<string, Json>;
          for (const [field, schema] of Object.entries(fields)) {
            const row = block.locator(`tr[data-property-name="${field}"]`);
            assert.equal(await row.count(), 1, `${name}: form field ${field} is drawn`);
            const binary = schema.format === 'binary' || schema.items?.format === 'binary';
            if (binary) assert.ok((await row.locator('input[type=file]').count()) >= 1, `${name}: ${field} has a file box`);
          }
          await fillEmptyRequired(block, 'tr[data-param-name]', 'data-param-name', Object.fromEntries(((op.parameters ?? []) as Json[]).map((x) => [x.name, x.schema])));
          await fillEmptyRequired(block, 'tr[data-property-name]', 'data-property-name', fields);
          for (const [field, schema] of Object.entries(fields)) {
            if (schema.format !== 'binary' && schema.items?.format !== 'binary') continue;
            const box = block.locator(`tr[data-property-name="${field}"] input[type=file]`).first();
            await box.setInputFiles(upload);
          }
          if (p === '/manage/v1/asset/upload') await block.locator('tr[data-param-name="account_id"] input[type=text]').fill(creds.account_id);
          const count = sent.length;
          await block.getByRole('button', { name: 'Execute' }).click();
          const status = block.locator('.live-responses-table .response .response-col_status').first();
          await status.waitFor({ timeout: 15000 });
          const code = (await status.innerText()).trim().split(/\s/)[0]!;
          assert.match(code, /^\d{3}$/, `${name}: an HTTP answer, not "${code}"`);
          assert.ok(sent.slice(count).some((x) => x.startsWith(method.toUpperCase())), `${name}: the request went out`);
          if (p === '/manage/v1/asset/upload') assert.equal(code, '200', `${name}: the file is stored`);
          assert.deepEqual(thrown.slice(before), [], `${name}: nothing thrown`);
        } catch (e) {
          failed.push(`${name}: ${(e as Error).message.split('\n')[0]}`);
          await page.screenshot({ path: path.join(shots, `${name.replace(/[^A-Za-z0-9]+/g, '_')}.png`) });
        }
      }
    }
    assert.deepEqual(failed, []);
    assert.ok(seen.length >= 60, `${seen.length} operations tried`);
    const assets = await t.c.assets.list(Number(creds.account_id), { page: 1, size: 100 });
    assert.ok(assets.some((a) => a.name === 'hello.html'), 'the upload tried in /docs stored its file');
    await page.close();
  });
});
