// Asset type from what a file is. Rules (docs/decisions/computed-asset-type.md):
//   images, exact sizes: 320x50 IMG_BANNER, 728x90 IMG_LEADER, 300x250 IMG_MREC, 1200x628 and
//     1200x627 IMG_NATIVE;
//   square images 256..1024 px a side: IMG_ICON (store icons are 512 or 1024);
//   portrait images (height > width), width >= 320, height/width 1.3..2.5 (2:3, 3:4, 9:16, 9:19.5):
//     IMG_INTER_P; the same turned (landscape): IMG_INTER_L;
//   portrait video (display height > width): at most 15 s exactly VID_SHORT_P, longer VID_LONG_P;
//     landscape or square video: error (there is no such video type);
//   a well-formed HTML page: HOSTED_HTML.
// A file may fit several types (1200x628 is IMG_NATIVE and a landscape interstitial): without an
// expected type the first listed wins; with one, the file must fit it.
import type { FileAssetType } from '../model.js';
import type { Inspection } from './inspect.js';

export type Verdict = { ok: true; assetType: FileAssetType } | { ok: false; error: string };

const EXACT: { w: number; h: number; type: FileAssetType }[] = [
  { w: 320, h: 50, type: 'IMG_BANNER' },
  { w: 728, h: 90, type: 'IMG_LEADER' },
  { w: 300, h: 250, type: 'IMG_MREC' },
  { w: 1200, h: 628, type: 'IMG_NATIVE' },
  { w: 1200, h: 627, type: 'IMG_NATIVE' },
];

export const SHORT_VIDEO_MAX_SECONDS = 15;
const ICON_MIN = 256;
const ICON_MAX = 1024;
const INTER_MIN_SHORT_SIDE = 320;
const INTER_MIN_RATIO = 1.3;
const INTER_MAX_RATIO = 2.5;

/** Every type an image of this size fits, most specific first. */
export function imageTypes(w: number, h: number): FileAssetType[] {
  const out: FileAssetType[] = EXACT.filter((e) => e.w === w && e.h === h).map((e) => e.type);
  if (w === h && w >= ICON_MIN && w <= ICON_MAX) out.push('IMG_ICON');
  const long = Math.max(w, h);
  const short = Math.min(w, h);
  const ratio = long / short;
  if (w !== h && short >= INTER_MIN_SHORT_SIDE && ratio >= INTER_MIN_RATIO && ratio <= INTER_MAX_RATIO) out.push(h > w ? 'IMG_INTER_P' : 'IMG_INTER_L');
  return out;
}

const IMAGE_RULES = '320x50 IMG_BANNER, 728x90 IMG_LEADER, 300x250 IMG_MREC, 1200x628/1200x627 IMG_NATIVE, square 256-1024 px IMG_ICON, portrait or landscape with a short side of at least 320 px and sides in ratio 1.3-2.5 IMG_INTER_P/IMG_INTER_L';

type Ok = Extract<Inspection, { ok: true }>;

export function classify(info: Ok, expected: FileAssetType | null): Verdict {
  let fits: FileAssetType[];
  let what: string;
  if (info.kind === 'image') {
    const w = info.width!;
    const h = info.height!;
    fits = imageTypes(w, h);
    what = `a ${w}x${h} image`;
    if (!fits.length) return { ok: false, error: `${what} fits no asset type (accepted: ${IMAGE_RULES})` };
  } else if (info.kind === 'video') {
    const w = info.width!;
    const h = info.height!;
    const secs = (info.durationMs! / 1000).toFixed(3).replace(/\.?0+$/, '');
    what = `a ${w}x${h} video of ${secs} s`;
    if (w >= h) return { ok: false, error: `${what} is ${w > h ? 'landscape' : 'square'}: only portrait videos (height greater than width) are accepted (VID_SHORT_P, VID_LONG_P)` };
    // exact comparison on the rational duration: 15 s is short, anything beyond is long
    const long = info.duration! > SHORT_VIDEO_MAX_SECONDS * info.timescale!;
    fits = [long ? 'VID_LONG_P' : 'VID_SHORT_P'];
  } else {
    fits = ['HOSTED_HTML'];
    what = 'an HTML page';
  }
  if (expected && !fits.includes(expected)) {
    return { ok: false, error: `the file is ${what}, which is ${fits.join(' or ')}, not ${expected}` };
  }
  return { ok: true, assetType: expected ?? fits[0]! };
}
