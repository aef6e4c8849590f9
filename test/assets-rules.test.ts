import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageTypes } from '../src/core/assets/media/classify.js';
import { htmlProblem, htmlTextProblem } from '../src/core/assets/media/html.js';
import { looksLikeHtml } from '../src/core/assets/media/sniff.js';
import { servingPolicy } from '../src/surfaces/files/serving-policy.js';
import { inspect } from '../src/core/assets/media/inspect.js';
import { validateTextAsset } from '../src/core/assets/text-assets.js';
import { review } from '../src/core/assets/review.js';
import { parseRange } from '../src/surfaces/files/routes.js';
import { jpeg, mp4, png } from './helpers/media.js';

const reader = (b: Buffer) => async (o: number, l: number) => b.subarray(o, o + l);

describe('asset rules', () => {
  it('image sizes map to types', () => {
    assert.deepEqual(imageTypes(320, 50), ['IMG_BANNER']);
    assert.deepEqual(imageTypes(728, 90), ['IMG_LEADER']);
    assert.deepEqual(imageTypes(300, 250), ['IMG_MREC']);
    assert.deepEqual(imageTypes(1200, 628), ['IMG_NATIVE', 'IMG_INTER_L']);
    assert.deepEqual(imageTypes(1200, 627), ['IMG_NATIVE', 'IMG_INTER_L']);
    assert.deepEqual(imageTypes(1024, 1024), ['IMG_ICON']);
    assert.deepEqual(imageTypes(255, 255), []);
    assert.deepEqual(imageTypes(1080, 1920), ['IMG_INTER_P']);
    assert.deepEqual(imageTypes(768, 1024), ['IMG_INTER_P']);
    assert.deepEqual(imageTypes(1920, 1080), ['IMG_INTER_L']);
    assert.deepEqual(imageTypes(300, 600), []); // short side under 320
    assert.deepEqual(imageTypes(400, 1200), []); // 1:3 is too narrow
    assert.deepEqual(imageTypes(321, 50), []);
  });

  it('text assets: rating in steps of 0.5, lengths, control characters', () => {
    for (const [v, out] of [['0', '0.0'], ['5', '5.0'], ['4.5', '4.5'], [' 3.50 ', '3.5'], [2.5, '2.5']] as const) assert.equal(validateTextAsset('TXT_RATING', v), out);
    for (const v of ['4.3', '5.5', '-1', 'abc', '', 'NaN', '1e0', 4.25]) assert.throws(() => validateTextAsset('TXT_RATING', v), { code: 'validation_failed', field: 'asset' });
    assert.equal(validateTextAsset('TXT_TITLE', '  My Game  '), 'My Game');
    assert.throws(() => validateTextAsset('TXT_TITLE', 'x'.repeat(51)), /at most 50/);
    assert.throws(() => validateTextAsset('TXT_BUTTON', 'x'.repeat(26)), /at most 25/);
    assert.equal(validateTextAsset('TXT_SUBTITLE', 'é'.repeat(100)).length, 100);
    assert.throws(() => validateTextAsset('TXT_SUBTITLE', 'line\nbreak'), /control/);
    assert.throws(() => validateTextAsset('TXT_BUTTON', '   '), /empty/);
    assert.throws(() => validateTextAsset('TXT_BUTTON', 5), /string/);
  });

  it('HTML as browsers take it: no doctype, head or closing tags needed; only what is not HTML is refused', () => {
    const pages = [
      '<!-- built --><!DOCTYPE html><html><head><title>x</title></head><body><p>a < b<script>if (a<b) {}</script></body></html>',
      '<canvas id=c></canvas><script>draw()</script>', // a playable without <html>, <head> or <body>
      '<!doctype html><title>t</title><p>unclosed paragraph', // truncated-looking but valid HTML5
      '<html><body><div>no head</div>',
      '\ufeff  <meta charset=utf-8><div>bom first</div>',
    ];
    for (const page of pages) assert.equal(htmlTextProblem(page), undefined, page);
    const notHtml: [Uint8Array | string, RegExp][] = [
      ['just some text, no markup at all', /no HTML element/],
      ['{"json": true}', /no HTML element/],
      ['   ', /empty/],
      ['<p>with a NUL\0 byte</p>', /NUL/],
    ];
    for (const [v, re] of notHtml) assert.match(typeof v === 'string' ? htmlTextProblem(v) ?? '' : htmlProblem(v) ?? '', re, String(v));
    assert.match(htmlProblem(Buffer.from([0x3c, 0x70, 0x3e, 0xff, 0xfe, 0x00])) ?? '', /not valid UTF-8/);
    assert.match(htmlProblem(new Uint8Array(0)) ?? '', /empty/);
  });

  it('the HTML sniff is one linear pass: hostile prologues do not backtrack', () => {
    // The old regex took ~2^n steps on '<!---->' * n + 'X'; these are recognised or refused at once.
    assert.equal(looksLikeHtml(Buffer.from('<!---->'.repeat(30) + 'X')), true);
    assert.equal(looksLikeHtml(Buffer.from('<!---->'.repeat(5000) + 'X')), true);
    assert.equal(looksLikeHtml(Buffer.from(' \t'.repeat(3000) + '<!--' + '-'.repeat(3000))), true);
    assert.equal(looksLikeHtml(Buffer.from('<div>x</div>')), true);
    assert.equal(looksLikeHtml(Buffer.from('\ufeff<script>1</script>')), true);
    assert.equal(looksLikeHtml(Buffer.from('a < b and c > d')), false);
    assert.equal(looksLikeHtml(Buffer.from('plain text')), false);
    assert.equal(looksLikeHtml(Buffer.from([0x3c, 0x70, 0x3e, 0x00])), false); // binary
  });

  it('inspection reads real dimensions and durations from the bytes', async () => {
    const p = png(640, 960);
    assert.deepEqual(await inspect(reader(p), p.length, { name: 'x.png', declaredContentType: 'image/png' }), { ok: true, contentType: 'image/png', kind: 'image', width: 640, height: 960 });
    const j = jpeg(1200, 627);
    const ji = await inspect(reader(j), j.length, { name: 'x.jpeg', declaredContentType: 'image/jpg' });
    assert.deepEqual(ji.ok && [ji.width, ji.height], [1200, 627]);
    const v = mp4({ width: 1080, height: 1920, durationMs: 20500, timescale: 600 });
    const vi = await inspect(reader(v), v.length, { name: 'clip.MOV', declaredContentType: 'video/quicktime' });
    assert.deepEqual(vi.ok && [vi.width, vi.height, vi.durationMs], [1080, 1920, 20500]);
    const cut = j.subarray(0, j.length - 2);
    const ci = await inspect(reader(cut), cut.length, { name: 'x.jpg', declaredContentType: null });
    assert.deepEqual([ci.ok, !ci.ok && ci.error], [false, 'corrupt JPEG: no end-of-image marker (truncated?)']);
  });

  it('review rules', () => {
    assert.deepEqual(review({ origin: 'v1', processing: 'processing', assetType: null, error: null }), { review: 'IN_REVIEW', violationReasons: [] });
    assert.deepEqual(review({ origin: 'v1', processing: 'ready', assetType: 'IMG_MREC', error: null }), { review: 'ACTIVE', violationReasons: [] });
    assert.equal(review({ origin: 'v2', processing: 'ready', assetType: 'IMG_MREC', error: null }).review, 'REJECTED');
    assert.equal(review({ origin: 'v2', processing: 'ready', assetType: 'VID_LONG_P', error: null }).review, 'ACTIVE');
    assert.deepEqual(review({ origin: 'v2', processing: 'error', assetType: null, error: 'bad' }), { review: 'REJECTED', violationReasons: ['bad'] });
  });

  it('serving policy: accepted media inline, HTML sandboxed, anything else an attachment', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/gif', 'video/mp4', 'video/quicktime']) {
      const p = servingPolicy(t, 'x');
      assert.deepEqual([p.contentType, p.disposition], [t, undefined]);
      assert.match(p.csp, /sandbox/);
    }
    const html = servingPolicy('text/html', 'page.html');
    assert.equal(html.disposition, undefined);
    assert.match(html.csp, /^sandbox allow-scripts allow-popups$/); // no allow-same-origin: an opaque origin
    for (const t of ['application/xml', 'image/svg+xml', 'application/xhtml+xml', 'text/plain', 'application/pdf', null]) {
      const p = servingPolicy(t, 'évil "x".xhtml');
      assert.equal(p.contentType, 'application/octet-stream');
      assert.equal(p.disposition, `attachment; filename="_vil _x_.xhtml"; filename*=UTF-8''%C3%A9vil%20%22x%22.xhtml`);
    }
  });

  it('byte ranges', () => {
    assert.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 });
    assert.deepEqual(parseRange('bytes=90-', 100), { start: 90, end: 99 });
    assert.deepEqual(parseRange('bytes=-5', 100), { start: 95, end: 99 });
    assert.deepEqual(parseRange('bytes=50-500', 100), { start: 50, end: 99 });
    assert.equal(parseRange('bytes=100-', 100), 'unsatisfiable');
    assert.equal(parseRange('bytes=0-1,5-6', 100), undefined);
    assert.equal(parseRange('items=0-1', 100), undefined);
  });
});
