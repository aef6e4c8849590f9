// `npm run pack`: the package's tarball without the repository's own install-time script.
//
// The repository builds itself through `prepare` (so `npm install` in a clone builds), but npm
// (11.16 and newer) lists every dependency with an install-time script not covered by the
// installing project's `allowScripts`, and a tarball's `prepare` counts, keyed by the tarball's
// absolute path: `npm install ./campaign-platform-*.tgz` warned about the package itself, which a
// new user could neither explain nor approve ahead. The tarball never needs `prepare` (it carries
// the built bundles and nothing to build), so this packs the very files `npm pack` would (npm's
// own list, from `npm pack --dry-run --json`) from a staging folder whose package.json has no
// install-time script. It does not build: run `npm run build` first (`npm install` does).
//
//   npm run pack [-- --pack-destination DIR]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Scripts npm runs when the package is installed (prepare too, for a tarball, git or folder). */
export const INSTALL_TIME = ['preinstall', 'install', 'postinstall', 'preprepare', 'prepare', 'postprepare'];

const args = process.argv.slice(2);
const destAt = args.indexOf('--pack-destination');
const dest = path.resolve(destAt >= 0 ? args[destAt + 1] : process.cwd());

const npm = (argv, cwd) => execFileSync('npm', argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const [listing] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], root));
if (!listing.files.some((f) => f.path.startsWith('dist/bundle/'))) {
  console.error('no dist/bundle/ to pack: run `npm run build` first');
  process.exit(1);
}
const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'campaign-platform-pack-'));
try {
  for (const f of listing.files) {
    if (f.path === 'package.json') continue;
    fs.mkdirSync(path.join(stage, path.dirname(f.path)), { recursive: true });
    fs.copyFileSync(path.join(root, f.path), path.join(stage, f.path));
    fs.chmodSync(path.join(stage, f.path), f.mode & 0o777);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const s of INSTALL_TIME) delete manifest.scripts?.[s];
  fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.mkdirSync(dest, { recursive: true });
  const [made] = JSON.parse(npm(['pack', stage, '--json', '--ignore-scripts', '--pack-destination', dest], root));
  console.log(path.join(dest, made.filename));
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
