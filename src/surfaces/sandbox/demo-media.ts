// Real sample videos for the demo account and the sandbox's fixtures (issue 33, item 14): a
// generated MP4 header with no frames plays nowhere, and ffmpeg is not there at run time, so a few
// small H.264 files were made once with scripts/make-demo-media.sh and committed beside this
// module (src/surfaces/sandbox/demo-media/, shipped in the package). A fixture's video of a size
// and length one of them has gets that file; any other keeps the generated one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | null | undefined;

/** demo-media/ of the checkout or package, found upward from this module (dist/src/... or dist/bundle). */
function mediaDir(): string | null {
  if (found !== undefined) return found;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'src', 'surfaces', 'sandbox', 'demo-media');
    if (fs.existsSync(candidate)) return (found = candidate);
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return (found = null);
}

/** The committed video of exactly this size and length, if there is one. */
export function sampleVideo(width: number, height: number, seconds: number): Buffer | undefined {
  const dir = mediaDir();
  if (!dir || !Number.isInteger(seconds)) return undefined;
  const file = path.join(dir, `bars-${width}x${height}-${seconds}s.mp4`);
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}
