// campaign-platform assets upload FILES...  (and assets list)
// Streams the files to /manage/v1/asset/upload (40 to a request), shows per-file and total
// progress, then waits until the platform has processed each file and prints its processing
// status and review state; ends with a failure report and a non-zero exit code when any failed.
import fs from 'node:fs';
import type { Command } from 'commander';
import type { AssetItem, CampaignPlatform, UploadResult } from '../../../sdk/src/index.js';
import { bytes, CliError, count, paint, table, type Ui } from '../output.js';
import { countProgress, filesProgress } from '../progress.js';
import { clientFor, need, type Settings } from '../settings.js';
import type { Context } from '../context.js';

interface FileOutcome {
  file: string;
  upload_id: string;
  asset_id: string;
  file_status: string;
  error_message: string | null;
  review_status: string | null;
  asset_type: string | null;
  violation_reasons: string[];
  url: string;
}

export function registerAssets(program: Command, ctx: Context): void {
  const assets = program.command('assets').description('the asset library of /manage/v1 (campaign API key)');
  assets
    .command('upload')
    .description('upload files to the asset library and wait until each is processed')
    .argument('<files...>', 'playables (HTML), images, videos')
    .option('--no-wait', 'print the upload ids and stop; do not wait for processing')
    .option('--timeout <seconds>', 'longest wait for processing, in seconds', '900')
    .option('--per-request <n>', 'files per request (the server takes up to 40)', '40')
    .addHelpText('after', '\nExit code 1 when any file failed processing (the report at the end says why).\nExample:\n  campaign-platform assets upload banner.png playable.html')
    .action((files: string[], o: { wait: boolean; timeout: string; perRequest: string }) => ctx.run((s, ui) => upload(s, ui, files, o)));
  assets
    .command('list')
    .description('list the asset library')
    .option('--type <image|video|html>', 'only this resource type')
    .action((o: { type?: 'image' | 'video' | 'html' }) =>
      ctx.run(async (s, ui) => {
        need(s, 'account_id', 'campaign_api_key');
        const cp = clientFor(s);
        const rows: AssetItem[] = [];
        for await (const a of cp.assets.all({ resource_type: o.type })) rows.push(a);
        cp.close();
        if (ui.json) return ui.out(JSON.stringify(rows, null, 2));
        table(ui, rows as unknown as Record<string, unknown>[], ['id', 'name', 'status', 'asset_type', 'resource_type', 'upload_time']);
      }),
    );
}

async function upload(s: Settings, ui: Ui, files: string[], o: { wait: boolean; timeout: string; perRequest: string }): Promise<number> {
  need(s, 'account_id', 'campaign_api_key');
  const per = Number(o.perRequest);
  if (!Number.isInteger(per) || per < 1) throw new CliError(`--per-request ${o.perRequest} is not a count`, 'give a whole number from 1 to 40', 2);
  const sizes = files.map((f) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(f);
    } catch {
      throw new CliError(`cannot read ${f}`, 'check the path (each argument is a file to upload)', 2);
    }
    if (!st.isFile()) throw new CliError(`${f} is not a file`, 'give files, not directories (a shell glob such as dir/* expands to the files)', 2);
    return st.size;
  });
  const totalSize = sizes.reduce((a, b) => a + b, 0);
  const cp = clientFor(s);
  try {
    if (!ui.json) ui.err(`uploading ${count(files.length)} file${files.length === 1 ? '' : 's'} (${bytes(totalSize)}) to ${s.url}`);
    const bar = filesProgress(ui, files.length, totalSize);
    let base = 0; // bytes of the earlier requests
    let lastBatch = -1;
    let batchBase = 0;
    const t0 = performance.now();
    const uploads = await cp.assets
      .uploadMany(files, {
        perRequest: per,
        onProgress: (p) => {
          const batch = Math.floor(p.fileIndex / per);
          if (batch !== lastBatch) {
            lastBatch = batch;
            batchBase = base;
          }
          bar.file(p.fileIndex, files[p.fileIndex]!, p.fileBytes, p.fileSize, batchBase + p.bytes);
          if (p.fileDone) {
            bar.fileDone(p.fileIndex, files[p.fileIndex]!, p.fileBytes);
            base = batchBase + p.bytes;
          }
        },
      })
      .finally(() => bar.stop());
    const seconds = (performance.now() - t0) / 1000;
    const sent = { bytes: totalSize, upload_seconds: Number(seconds.toFixed(3)) };
    if (!ui.json) ui.err(`sent ${bytes(totalSize)} in ${seconds.toFixed(1)} s (${bytes(totalSize / Math.max(seconds, 0.001))}/s)`);
    if (!o.wait) {
      if (ui.json) ui.out(JSON.stringify({ uploads: uploads.map((u) => ({ upload_id: u.uploadId, files: files.slice(u.offset, u.offset + u.files.length) })), ...sent }, null, 2));
      else for (const u of uploads) ui.out(`upload ${u.uploadId}: ${u.files.length} files (processing; \`campaign-platform assets list\` shows them)`);
      return 0;
    }
    const outcomes = await waitAll(cp, ui, uploads, files, Number(o.timeout) * 1000);
    return render(ui, outcomes, sent);
  } finally {
    cp.close();
  }
}

async function waitAll(cp: CampaignPlatform, ui: Ui, uploads: { uploadId: string; files: string[]; offset: number }[], files: string[], timeoutMs: number): Promise<FileOutcome[]> {
  const done = new Map<string, number>();
  const bar = countProgress(ui, 'processing', files.length, 'files');
  const results = await Promise.all(
    uploads.map((u) =>
      cp.waitForUpload(u.uploadId, {
        timeoutMs,
        onPoll: (r: UploadResult) => {
          done.set(u.uploadId, r.summary.success + r.summary.failed);
          bar.update([...done.values()].reduce((a, b) => a + b, 0));
        },
      }),
    ),
  ).finally(() => bar.stop());
  const ids = results.flatMap((r) => r.details.map((d) => d.id)).filter((id) => id !== '');
  const library = new Map((await cp.assets.get(ids)).map((a) => [a.id, a]));
  const out: FileOutcome[] = [];
  results.forEach((r, i) => {
    const u = uploads[i]!;
    r.details.forEach((d, j) => {
      const a = d.id ? library.get(d.id) : undefined;
      out.push({
        file: files[u.offset + j] ?? d.name,
        upload_id: u.uploadId,
        asset_id: d.id,
        file_status: d.file_status,
        error_message: d.error_message,
        review_status: a?.status ?? null,
        asset_type: a?.asset_type ?? null,
        violation_reasons: a?.violation_reasons ?? [],
        url: d.url,
      });
    });
  });
  return out;
}

function render(ui: Ui, outcomes: FileOutcome[], sent: { bytes: number; upload_seconds: number }): number {
  const failed = outcomes.filter((x) => x.file_status !== 'SUCCESS');
  const rejected = outcomes.filter((x) => x.file_status === 'SUCCESS' && x.review_status === 'REJECTED');
  if (ui.json) {
    ui.out(JSON.stringify({ files: outcomes, failed: failed.length, rejected: rejected.length, ...sent }, null, 2));
    return failed.length ? 1 : 0;
  }
  const color = (v: string | null) => (v === 'SUCCESS' || v === 'ACTIVE' ? paint(ui, 'green', v) : v === 'FAILURE' || v === 'REJECTED' ? paint(ui, 'red', v) : (v ?? ''));
  table(
    ui,
    outcomes.map((x) => ({ file: x.file, asset_id: x.asset_id || '-', status: color(x.file_status), review: color(x.review_status), type: x.asset_type ?? '' })),
    ['file', 'asset_id', 'status', 'review', 'type'],
  );
  if (failed.length) {
    ui.err(paint(ui, 'red', `\n${failed.length} of ${outcomes.length} files failed:`));
    for (const f of failed) ui.err(`  ${f.file}: ${f.error_message ?? f.file_status}`);
    ui.err('fix or replace those files and upload them again (the others are in the library)');
  } else {
    ui.err(paint(ui, 'green', `all ${outcomes.length} files processed`));
  }
  if (rejected.length) {
    ui.err(paint(ui, 'yellow', `${rejected.length} rejected in review:`));
    for (const f of rejected) ui.err(`  ${f.file}: ${f.violation_reasons.join('; ') || 'rejected'}`);
  }
  return failed.length ? 1 : 0;
}
