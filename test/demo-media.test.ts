// Issue 33, item 14: the demo's videos are real: the committed files have H.264 frames of the size
// and length the demo lists, the seeded assets are them (approved, with that size and length), and
// the console's asset library plays them in Chromium.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNT_NAME, ensureDemo, type Demo } from '../src/root/demo.js';
import { sampleVideo } from '../src/surfaces/sandbox/demo-media.js';
import { seedDemoContent } from '../src/surfaces/sandbox/demo-content.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { browserProblem, launchChromium, skipUnlessRequired } from './helpers/browser.js';
import { sqliteDatabase } from './helpers/databases.js';
import { manage } from './helpers/manage.js';

const problem = browserProblem('demo media browser test');
const VIDEOS = [{ name: 'dig-gameplay-10s.mp4', w: 720, h: 1280, s: 10 }, { name: 'puzzle-gameplay-12s.mp4', w: 720, h: 1280, s: 12 }, { name: 'dig-story-30s.mp4', w: 1080, h: 1920, s: 30 }];

describe('the demo\'s sample videos are real and play', { skip: skipUnlessRequired(problem) }, () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let demo: Demo;
  let browser: Browser;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { worker: { concurrency: 2, leaseMs: 5000, pollMs: 50 } } });
    demo = (await ensureDemo(t.c))!;
    await seedDemoContent(t.app, t.c, { id: Number(demo.creds.account_id), name: DEMO_ACCOUNT_NAME }, demo.creds);
    browser = await launchChromium(problem);
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await tdb.cleanup();
  });

  it('the committed files hold frames of their size and length (ffprobe counts them)', () => {
    for (const v of VIDEOS) {
      const file = sampleVideo(v.w, v.h, v.s);
      assert.ok(file, `${v.w}x${v.h} ${v.s}s is committed`);
      assert.ok(file.length < 64 * 1024, 'small');
      const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_name,width,height,nb_read_frames,duration', '-of', 'json', '-'], { input: file }).toString()).streams[0];
      assert.deepEqual([probe.codec_name, probe.width, probe.height, Math.round(Number(probe.duration))], ['h264', v.w, v.h, v.s]);
      assert.equal(Number(probe.nb_read_frames), v.s * 10, 'ten frames a second');
    }
  });

  it('the demo\'s video assets are those files, approved with their size and length', async () => {
    const who = { accountId: Number(demo.creds.account_id), key: demo.creds.campaign_api_key };
    const assets = (await manage(t, who, 'GET', '/asset/list')).body as { id: number; name: string; status: string; width?: number; height?: number; duration?: number; size_bytes?: number }[];
    for (const v of VIDEOS) {
      const a = assets.find((x) => x.name === v.name);
      assert.ok(a, v.name);
      assert.equal(a.status, 'ACTIVE', JSON.stringify(a));
      const stored = await t.c.assets.getMany(who.accountId, [a.id]);
      assert.equal(stored[0]!.sizeBytes, sampleVideo(v.w, v.h, v.s)!.length, `${v.name} is the committed file`);
    }
  });

  it('the console\'s asset library plays them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${t.url}/console/assets`);
    await page.getByLabel('E-mail address').fill(demo.creds.user_email);
    await page.getByLabel('Password').fill(demo.creds.user_password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/console\/assets/);
    const videos = page.locator('video');
    assert.ok((await videos.count()) >= 3, 'a player per video');
    const played = await videos.evaluateAll((vs) => Promise.all(vs.map((v) => {
      const video = v as HTMLVideoElement;
      video.muted = true;
      video.preload = 'auto';
      return new Promise<{ w: number; h: number; d: number; t: number }>((resolve) => {
        const done = () => resolve({ w: video.videoWidth, h: video.videoHeight, d: video.duration, t: video.currentTime });
        video.addEventListener('timeupdate', () => video.currentTime > 0.3 && done());
        video.addEventListener('error', done);
        void video.play().catch(done);
        setTimeout(done, 15000);
      });
    })));
    for (const p of played) {
      assert.ok(p.w >= 720 && p.h >= 1280, JSON.stringify(played));
      assert.ok(p.d >= 10 && p.t > 0.3, `it plays: ${JSON.stringify(played)}`);
    }
    await page.screenshot({ path: `${t.dataDir}/assets.png` });
    await page.close();
  });
});
