// A CI test suite against campaign-platform in sandbox mode (docs/sandbox.md walks through it).
// Plain node:test and fetch (Node 20), nothing to install. Run the platform, then this file:
//
//   SANDBOX=true SANDBOX_TOKEN=ci-sandbox-token-0123456789 npm start &
//   SANDBOX_URL=http://127.0.0.1:8080 SANDBOX_TOKEN=ci-sandbox-token-0123456789 node --test docs/examples/sandbox-ci.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { beforeEach, test } from 'node:test';
import zlib from 'node:zlib';

const URL_ = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';
const TOKEN = process.env.SANDBOX_TOKEN ?? 'ci-sandbox-token-0123456789';
const FIXTURE = JSON.parse(fs.readFileSync(new URL('./sandbox-fixture.json', import.meta.url), 'utf8'));
// the fixture's account has fixed keys: a CI config can hard-code them
const CAMPAIGN_KEY = FIXTURE.accounts[0].keys.campaign_api_key;

/** A call to the sandbox controls. */
async function sandbox(method, path, body) {
  const res = await fetch(`${URL_}/_sandbox${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(res.status, 200, `${method} /_sandbox${path}: ${JSON.stringify(json)}`);
  return json;
}

/** A call to the Ads Manager API (/manage/v1) as the fixture's account. */
async function manage(method, path, { accountId, body, form } = {}) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${URL_}/manage/v1${path}${sep}account_id=${accountId}`, {
    method,
    headers: { authorization: CAMPAIGN_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.status, body: await res.json() };
}

/** Polls `check` until it returns something truthy (the platform processes files in the background). */
async function eventually(check, ms = 10_000) {
  for (const end = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 50))) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) assert.fail('timed out');
  }
}

/** A valid 320x50 PNG (an IMG_BANNER), made here so the suite needs no files. */
function banner() {
  const crc = (buf) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type, data) => {
    const td = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    td.copy(out, 4);
    out.writeUInt32BE(crc(td), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(320, 0);
  ihdr.writeUInt32BE(50, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 50 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(320 * 3, 0x5a)])));
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

let accountId;

// Every test starts from the same platform: empty, then the fixture.
beforeEach(async () => {
  await sandbox('POST', '/reset', {});
  const seeded = await sandbox('POST', '/seed', FIXTURE);
  accountId = seeded.accounts[0].account_id;
});

test('the fixture is there', async () => {
  const campaigns = await manage('GET', '/campaign/list', { accountId });
  assert.equal(campaigns.status, 200);
  assert.deepEqual(campaigns.body.map((c) => c.name).sort(), ['Autumn push', 'Summer push']);
});

test('moving the clock: an access token expires after its hour', async () => {
  const account = await sandbox('POST', '/accounts', { name: 'Token owner' });
  const { client_id, client_secret } = account.first_party_app;
  const tokenRes = await fetch(`${URL_}/oauth/v1/access_token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret, scope: 'campaigns:read' }),
  });
  const token = (await tokenRes.json()).accessToken.access_token;
  const campaigns = () => fetch(`${URL_}/campaign_management/v1/campaigns`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal((await campaigns()).status, 200);
  await sandbox('POST', '/clock', { advance_seconds: 3601 });
  assert.equal((await campaigns()).status, 401);
});

test('a forced review rejection: IN_REVIEW, then REJECTED once the clock passes the delay', async () => {
  await sandbox('POST', '/outcomes', {
    target: 'asset_review', match: { account_id: accountId, file_name: 'rejected-*' },
    outcome: 'REJECTED', error_message: 'Text covers more than 20% of the image', delay_seconds: 60, times: 1,
  });
  const form = new FormData();
  form.append('files', new Blob([banner()], { type: 'image/png' }), 'rejected-banner.png');
  const upload = await manage('POST', '/asset/upload', { accountId, form });
  assert.equal(upload.status, 200);
  const asset = async () => (await manage('GET', '/asset/list', { accountId })).body.find((a) => a.name === 'rejected-banner.png');
  assert.equal((await eventually(asset)).status, 'IN_REVIEW');
  await sandbox('POST', '/clock', { advance_seconds: 61 });
  const rejected = await eventually(async () => {
    const a = await asset();
    return a.status === 'REJECTED' && a;
  });
  assert.deepEqual(rejected.violation_reasons, ['Text covers more than 20% of the image']);
});

test('an injected fault: the client retries once and succeeds', async () => {
  await sandbox('POST', '/faults', { method: 'GET', path: '/manage/v1/campaign/list', status: 503, times: 1 });
  // the client under test: one retry on 5xx
  const listWithRetry = async () => {
    const first = await manage('GET', '/campaign/list', { accountId });
    return first.status >= 500 ? manage('GET', '/campaign/list', { accountId }) : first;
  };
  const res = await listWithRetry();
  assert.equal(res.status, 200);
  // the journal shows what happened: the 503, then the retry's 200 (most recent first)
  const seen = await sandbox('GET', '/requests?path=/manage/v1/campaign/list');
  assert.deepEqual(seen.slice(0, 2).map((r) => r.status), [200, 503]);
});
