import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { imageTypes } from '../src/core/assets/media/classify.js';
import { checkHtmlText } from '../src/core/assets/media/html.js';
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

  it('HTML: a well-formed page passes; each missing or broken part is named', () => {
    const ok = '<!-- built --><!DOCTYPE html><html><head><title>x</title></head><body><p>a < b<script>if (a<b) {}</script></body></html>';
    checkHtmlText(ok);
    const bad: [string, RegExp][] = [
      ['<html><head></head><body></body></html>', /DOCTYPE/],
      ['<!DOCTYPE html><html><head></head><body>', /<\/body>/],
      ['<!DOCTYPE html><html><body></body><head></head></html>', /out of order/],
      ['<!DOCTYPE html><html><head></head><body><script>x()</body></html>', /<script> is never closed/],
      ['<!DOCTYPE html><html><head></head><body><!-- open</body></html>', /unclosed comment/],
      ['<!DOCTYPE html><html><head></head><body><a href="x></body></html>', /unclosed <a>/],
      ['<p>hi</p><!DOCTYPE html><html><head></head><body></body></html>', /doctype must come first/],
    ];
    for (const [html, re] of bad) assert.throws(() => checkHtmlText(html), re, html);
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
