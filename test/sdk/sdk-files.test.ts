// The SDK's streamed parts against the real server (both engines): asset uploads from files and
// streams with progress, waitForUpload, suppression lists in chunks (file, stream, iterable,
// resumed), and the report read page by page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, it } from 'node:test';
import { CampaignPlatform, ok, toArray, type ChunkConfirmed, type UploadProgress } from '../../sdk/src/index.js';
import { ManualClock } from '../../src/infra/clock.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { forEachDatabase } from '../helpers/databases.js';
import { campaignBody, sdkAccount, sdkClient, type SdkAccount } from '../helpers/sdk.js';
import { randomIds } from '../helpers/suppression.js';
import { html, png } from '../helpers/upload-parts.js';

const TOKEN = 'sdk-files-sandbox-token';
const START = new Date('2026-12-01T00:10:00Z');

await forEachDatabase('SDK files, suppression and reports', (tdb) => {
  let t: TestApp;
  let a: SdkAccount;
  let cp: CampaignPlatform;
  let dir: string;

  before(async () => {
    t = await startTestApp(await tdb.open(), { clock: new ManualClock(START), config: { sandbox: { enabled: true, token: TOKEN, seed: 7, seedFile: undefined }, worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    a = await sdkAccount(t);
    cp = sdkClient(t, a, { sandboxToken: TOKEN });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sdk-files-'));
  });
  after(async () => {
    cp.close();
    await t.close();
    await tdb.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uploads files from paths and a stream with progress, then waits until every file is final', async () => {
    const files = [path.join(dir, 'play.html'), path.join(dir, 'banner.png'), path.join(dir, 'notes.txt')];
    fs.writeFileSync(files[0]!, Buffer.concat([html(1), Buffer.alloc(3 << 20, 32)])); // 3 MiB: several progress steps
    fs.writeFileSync(files[1]!, png(320, 50, 1));
    fs.writeFileSync(files[2]!, 'not a creative\n');
    const sizes = files.map((f) => fs.statSync(f).size);
    const seen: UploadProgress[] = [];
    const { uploadId, files: names } = await cp.assets.upload(files, { onProgress: (p) => seen.push(p) });
    assert.match(uploadId, /^[0-9a-f]{32}$/);
    assert.deepEqual(names, ['play.html', 'banner.png', 'notes.txt']);
    const total = sizes.reduce((s, n) => s + n, 0);
    const last = seen.at(-1)!;
    assert.equal(last.bytes, total);
    assert.equal(last.totalBytes, total);
    assert.ok(seen.filter((p) => p.fileIndex === 0).length > 3, 'the big file reports as it goes');
    for (let i = 0; i < 3; i++) assert.ok(seen.some((p) => p.fileIndex === i && p.fileDone && p.fileBytes === sizes[i]));
    const polls: string[] = [];
    const result = await cp.waitForUpload(uploadId, { intervalMs: 20, onPoll: (r) => polls.push(r.upload_status) });
    assert.equal(result.upload_status, 'FINISHED');
    assert.equal(result.summary.total, 3);
    assert.equal(result.summary.pending, 0);
    assert.equal(polls.at(-1), 'FINISHED');
    const byName = new Map(result.details.map((d) => [d.name, d]));
    assert.equal(byName.get('play.html')!.file_status, 'SUCCESS');
    assert.equal(byName.get('banner.png')!.file_status, 'SUCCESS');
    const assets = await cp.assets.get(result.details.filter((d) => d.id).map((d) => d.id));
    assert.ok(assets.find((x) => x.name === 'banner.png')?.asset_type === 'IMG_BANNER');

    // a stream of unknown length goes chunked
    const streamed = await cp.assets.upload([{ name: 'streamed.png', data: Readable.from([png(320, 50, 2)]) }]);
    const r2 = await cp.waitForUpload(streamed.uploadId, { intervalMs: 20 });
    assert.deepEqual(r2.details.map((d) => [d.name, d.file_status]), [['streamed.png', 'SUCCESS']]);
    const library = await toArray(cp.assets.all({ size: 1 }));
    assert.ok(library.some((x) => x.name === 'streamed.png'), 'paged through the library one item at a time');
  });

  it('suppression from a file in bounded chunks: totals, contiguous confirmed chunks, and a resumed run that skips them', async () => {
    const ids = randomIds(3000);
    const lines = [...ids.slice(0, 1500), 'not-an-id', '', ...ids.slice(1500), 'also-bad'];
    const file = path.join(dir, 'ids.txt');
    fs.writeFileSync(file, lines.join('\r\n')); // CRLF, a blank line, no newline at the end
    const size = fs.statSync(file).size;
    const chunks: ChunkConfirmed[] = [];
    let lastProgress = { bytes: 0, ids: 0 };
    const totals = await cp.suppression.add('com.example.sdk', file, { chunkBytes: 16 * 1024, onChunk: (c) => void chunks.push(c), onProgress: (p) => (lastProgress = p) });
    assert.deepEqual({ valid: totals.valid, invalid: totals.invalid }, { valid: 3000, invalid: 2 });
    assert.equal(totals.ids, lines.length);
    assert.ok(chunks.length >= 6, `${chunks.length} chunks of at most ~16 KiB`);
    assert.equal(chunks[0]!.start, 0);
    for (let i = 1; i < chunks.length; i++) assert.equal(chunks[i]!.start, chunks[i - 1]!.end);
    assert.equal(chunks.at(-1)!.end, size);
    assert.equal(lastProgress.bytes, size);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.sdk'), 3000);

    // a removal interrupted after its first three chunks were confirmed: the second run starts past them
    const middle = chunks[3]!;
    const resumed: ChunkConfirmed[] = [];
    const rest = await cp.suppression.remove('com.example.sdk', { path: file }, { chunkBytes: 16 * 1024, startAt: middle.start, onChunk: (c) => void resumed.push(c), resumeFrom: { valid: 0, invalid: 0, ids: 0, chunks: 3 } });
    assert.equal(resumed[0]!.start, middle.start, 'starts where the confirmed chunks ended');
    assert.equal(rest.chunks, 3 + resumed.length);
    const before3 = chunks.slice(0, 3).reduce((n, c) => n + c.valid, 0);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.sdk'), before3, 'the skipped chunks\' ids are still on the list');
    for (const id of ids.slice(0, 5)) assert.equal(await t.c.suppression.contains(a.accountId, 'com.example.sdk', id), true);
    for (const id of ids.slice(-5)) assert.equal(await t.c.suppression.contains(a.accountId, 'com.example.sdk', id), false);
  });

  it('suppression from an async iterable of ids and from a byte stream', async () => {
    const ids = randomIds(2500);
    async function* gen() {
      for (const id of ids) yield id;
      yield 'bad-one';
    }
    const added = await cp.suppression.add('com.example.iter', gen(), { chunkBytes: 8 * 1024 });
    assert.deepEqual([added.valid, added.invalid, added.ids], [2500, 1, 2501]);
    assert.ok(added.chunks >= 10);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.iter'), 2500);
    const removed = await cp.suppression.remove('com.example.iter', Readable.from([Buffer.from(ids.slice(0, 1000).join('\n'))]), { chunkBytes: 4096 });
    assert.equal(removed.valid, 1000);
    assert.equal(await t.c.suppression.count(a.accountId, 'com.example.iter'), 1500);
  });

  it('the report page by page (rows and CSV) equals the report in one answer', async () => {
    // a live campaign with processed creatives, then a day of simulated delivery on the sandbox clock
    const { id } = await cp.campaigns.create(campaignBody({ name: 'Delivering', start_date: '2026-12-01', end_date: '2027-06-01', targeting: [{ country_code: 'US' }, { country_code: 'DE' }, { country_code: 'BR' }], budget: { daily_budget_for_all_countries: '400' } }));
    await cp.campaigns.resume(id);
    const up = await cp.assets.upload([{ name: 'p.html', data: html(9) }, { name: 'b.png', data: png(320, 50, 9) }]);
    const done = await cp.waitForUpload(up.uploadId, { intervalMs: 20 });
    await ok(cp.manage.POST('/manage/v1/creative_set/create', { body: { campaign_id: id, type: 'APP', name: 'Set', assets: done.details.map((d) => ({ id: d.id })) } as never }));
    await ok(cp.sandbox.POST('/_sandbox/clock', { body: { advance_seconds: 86_400 } as never }));
    const q = { start: '2026-12-01', end: '2026-12-02', columns: ['day', 'hour', 'country', 'impressions', 'installs', 'cost'] };
    const whole = await (await fetch(`${t.url}/report?${new URLSearchParams({ api_key: a.reportKey, start: q.start, end: q.end, columns: q.columns.join(','), format: 'json' })}`)).json();
    assert.ok(whole.results.length > 20, `${whole.results.length} rows`);
    const paged = await toArray(cp.reports.rows(q, { pageSize: 7 }));
    assert.deepEqual(paged, whole.results);
    const csvWhole = await (await fetch(`${t.url}/report?${new URLSearchParams({ api_key: a.reportKey, start: q.start, end: q.end, columns: q.columns.join(','), format: 'csv' })}`)).text();
    const csvPaged = (await toArray(cp.reports.csv(q, { pageSize: 7 }))).join('');
    assert.equal(csvPaged.replace(/\r\n/g, '\n'), csvWhole.replace(/\r\n/g, '\n'));
  });
});
