// The 40 files of the upload bench: playables and 320x50 banners, each distinct.
import { html, multipartBody as build, png, type PartSpec } from '../test/helpers/upload-parts.js';

export function benchFiles(n: number): PartSpec[] {
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? { name: `playable-${i}.html`, contentType: 'text/html', data: Buffer.concat([html(i), Buffer.alloc(256 * 1024, 32)]) }
      : { name: `banner-${i}.png`, contentType: 'image/png', data: png(320, 50, i) },
  );
}

export const multipartBody = build;
