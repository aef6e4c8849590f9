// The console's client files: its own, found from the package, and files of installed packages
// served under a console name (how a page adds a library without a CDN).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadStaticFiles, staticDir } from '../src/surfaces/console/static-files.js';

describe('console static files', () => {
  it('loads its own CSS and scripts and a dependency file by its package path', () => {
    const files = loadStaticFiles(staticDir(), { 'check-lib.js': 'fast-check/lib/fast-check.js', 'ignored.json': 'fast-check/package.json' });
    for (const name of ['console.css', 'console.js', 'assets.js', 'suppression.js', 'creative-sets.js']) assert.ok(files.has(name), name);
    const lib = files.get('check-lib.js')!;
    assert.match(lib.type, /^text\/javascript/);
    assert.deepEqual(lib.body, fs.readFileSync(path.resolve('node_modules/fast-check/lib/fast-check.js')));
    assert.equal(files.has('ignored.json'), false, 'only CSS and JS are served');
    assert.throws(() => loadStaticFiles(staticDir(), { 'x.js': 'no-such-package/x.js' }));
  });
});

describe('start-up banner', () => {
  it('names the web console and the demo user to sign in with', async () => {
    const { demoBanner } = await import('../src/root/demo.js');
    const text = demoBanner('http://127.0.0.1:8080', { file: '/data/demo-credentials.json', created: false, creds: { account_id: '1', campaign_api_key: 'k', management_key: 'm', user_email: 'demo+1@example.com', user_password: 'secret-pw', client_id: 'c', client_secret: 's' } }, false);
    assert.match(text, /Web console: http:\/\/127\.0\.0\.1:8080\/console — sign in as demo\+1@example\.com with the user_password of that file/);
    assert.doesNotMatch(text, /secret-pw/, 'the password itself stays in the file');
  });
});
