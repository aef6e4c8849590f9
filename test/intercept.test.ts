// Host interception (issue 37), in process: the proxy listener in front of the real server, a real
// HTTP client (undici's ProxyAgent) trusting only the local CA, the hosts' path meanings, URLs on
// the host called, refusals that never connect anywhere, and the CA kept in DATA_DIR. The
// unmodified Python and Node clients inside a network namespace are intercept-clients.test.ts.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ProxyAgent, request } from 'undici';
import { loadConfig } from '../src/config/config.js';
import { loadOrCreateCa } from '../src/infra/intercept/local-ca.js';
import { interceptDir, startIntercept, type Interception } from '../src/root/intercept.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { type ManageAccount } from './helpers/manage.js';
import { formOf, thirdPartySetup } from './helpers/oauth.js';
import { multipartBody, png } from './helpers/upload-parts.js';

const HOSTS = ['api.ads.axon.ai', 'r.applovin.com', 'o.applovin.com', 'oauth.applovin.com', 'api.applovin.com'];

/** Sends a raw proxy request line to the proxy and reads what comes back until it closes. */
function rawProxy(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    let out = '';
    s.on('data', (d) => (out += d));
    s.on('end', () => resolve(out));
    s.on('error', reject);
    s.setTimeout(5000, () => {
      s.destroy();
      resolve(out);
    });
  });
}

await forEachDatabase('host interception', (tdb) => {
  let t: TestApp;
  let i: Interception;
  let agent: ProxyAgent;
  let a: ManageAccount;
  let reportKey: string;
  before(async () => {
    t = await startTestApp(await tdb.open(), { config: { intercept: { enabled: true, port: 0, hosts: HOSTS } } });
    i = await startIntercept(t.app, t.c);
    // trusts the local CA and nothing else: a certificate not issued by it would fail the request
    agent = new ProxyAgent({ uri: `http://127.0.0.1:${i.port}`, requestTls: { ca: fs.readFileSync(i.caCertPath, 'utf8') } });
    const made = await t.c.accounts.createAccount('Intercepted');
    a = { accountId: made.account.id, key: made.campaignApiKey };
    reportKey = made.reportKey;
  });
  after(async () => {
    await agent.close();
    await i.close();
    await t.close();
    await tdb.cleanup();
  });

  const via = async (url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: Buffer | string } = {}) => {
    const r = await request(url, { dispatcher: agent, method: init.method ?? 'GET', headers: init.headers, body: init.body });
    const text = await r.body.text();
    return { status: r.statusCode, headers: r.headers, text, json: () => JSON.parse(text) };
  };

  it('serves /manage/v1 on the management host over TLS signed by the local CA', async () => {
    const r = await via(`https://api.ads.axon.ai/manage/v1/campaign/list?account_id=${a.accountId}`, { headers: { authorization: a.key } });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json(), []);
    assert.match(String(r.headers['x-trace-id']), /^[0-9a-f]{32}$/);
  });

  it('serves the report on the report host, and the other hosts their own surfaces', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const rep = await via(`https://r.applovin.com/report?api_key=${reportKey}&report_type=advertiser&start=${day}&end=${day}&columns=day,campaign,impressions&format=json`);
    assert.equal(rep.status, 200, rep.text);
    assert.equal(rep.json().code, 200);
    const v1 = await via('https://o.applovin.com/campaign_management/v1/campaigns', { headers: { authorization: 'Bearer not-a-token' } });
    assert.equal(v1.status, 401, v1.text);
    const token = await via('https://oauth.applovin.com/oauth/v1/access_token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials&client_id=nobody&client_secret=nothing&scope=campaigns:read' });
    assert.ok(token.status === 400 || token.status === 401, token.text);
    const sup = await via(`https://api.applovin.com/suppressionApps?api_key=${a.key}&package_name=com.example`, { method: 'POST', body: crypto.randomUUID() });
    assert.equal(sup.status, 403, sup.text); // the campaign key is not the management key: the suppression surface answered
  });

  it('a path of another host is a 404 in its surface shape, naming the host that serves it', async () => {
    const r = await via(`https://r.applovin.com/manage/v1/campaign/list?account_id=${a.accountId}`, { headers: { authorization: a.key } });
    assert.equal(r.status, 404, r.text);
    assert.match(r.text, /api\.ads\.axon\.ai serves it/);
    assert.match(String(r.headers['x-al-error-code'] ?? ''), /^\d+$/); // /manage/v1's error headers
    const m = await via(`https://api.ads.axon.ai/report?api_key=${reportKey}`);
    assert.equal(m.status, 404, m.text);
    assert.match(m.text, /r\.applovin\.com serves it/);
    // the same paths on the platform's own address keep working: scoping is only for intercepted hosts
    const plain = await fetch(`${t.url}/manage/v1/campaign/list?account_id=${a.accountId}`, { headers: { authorization: a.key } });
    assert.equal(plain.status, 200);
  });

  it('asset URLs name the host the client called, and that host serves the file', async () => {
    const file = png(64, 64, 7);
    const body = multipartBody([{ name: 'icon.png', contentType: 'image/png', data: file }]);
    const up = await via(`https://api.ads.axon.ai/manage/v1/asset/upload?account_id=${a.accountId}`, { method: 'POST', headers: { authorization: a.key, 'content-type': body.contentType }, body: body.data });
    assert.equal(up.status, 200, up.text);
    let details: { url: string }[] = [];
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const res = await via(`https://api.ads.axon.ai/manage/v1/asset/upload_result?account_id=${a.accountId}&upload_id=${up.json().upload_id}`, { headers: { authorization: a.key } });
      if (res.json().upload_status === 'FINISHED') {
        details = res.json().details;
        break;
      }
    }
    assert.equal(details.length, 1);
    assert.match(details[0]!.url, /^https:\/\/api\.ads\.axon\.ai\/files\/[0-9a-f]{32}\/icon\.png$/);
    const listed = (await via(`https://api.ads.axon.ai/manage/v1/asset/list?account_id=${a.accountId}`, { headers: { authorization: a.key } })).json();
    assert.match(listed[0].url, /^https:\/\/api\.ads\.axon\.ai\/files\//);
    const got = await request(listed[0].url, { dispatcher: agent });
    assert.equal(got.statusCode, 200);
    assert.deepEqual(Buffer.from(await got.body.arrayBuffer()), file);
    // the platform's own address still hands out its own URLs
    const plain = (await (await fetch(`${t.url}/manage/v1/asset/list?account_id=${a.accountId}`, { headers: { authorization: a.key } })).json()) as { url: string }[];
    assert.ok(plain[0]!.url.startsWith(`${t.c.config.assetHost}/files/`), plain[0]!.url);
    // a URL on an intercepted host is the platform's own: looked up, never fetched
    assert.ok(t.c.assets.isOwnFileUrl(listed[0].url));
  });

  it('the OAuth flow runs on the authorization host: its redirects stay on it, and its token works on the first generation\'s host', async () => {
    const s = await thirdPartySetup(t, 'campaigns:read', { accountId: a.accountId });
    const cookies = new Map<string, string>();
    const locations: string[] = [];
    const step = async (url: string, form?: Record<string, string>) => {
      const r = await request(url.startsWith('/') ? `https://oauth.applovin.com${url}` : url, {
        dispatcher: agent,
        method: form ? 'POST' : 'GET',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      const set = r.headers['set-cookie'];
      for (const c of Array.isArray(set) ? set : set ? [set] : []) {
        const [pair] = c.split(';');
        const i = pair!.indexOf('=');
        cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
      if (r.headers.location) locations.push(String(r.headers.location));
      return { status: r.statusCode, location: r.headers.location ? String(r.headers.location) : undefined, text: await r.body.text() };
    };
    const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:read', state: 'st-9' });
    const page = await step(`/oauth/initialize?${q}`);
    assert.equal(page.status, 200, page.text);
    const signIn = formOf(page.text);
    const signedIn = await step(signIn.action, { csrf_token: signIn.csrf, email: s.email, password: s.password });
    assert.equal(signedIn.status, 303, signedIn.text);
    const consent = formOf((await step(signedIn.location!)).text);
    const approved = await step(consent.action, { csrf_token: consent.csrf, decision: 'approve' });
    assert.equal(approved.status, 302, approved.text);
    // every redirect of the flow is on the host called (relative) except the final one, to the client
    assert.deepEqual(locations.filter((l) => !l.startsWith('/')), [approved.location]);
    const back = new URL(approved.location!);
    assert.equal(`${back.origin}${back.pathname}`, s.redirectUri);
    const token = await via('https://oauth.applovin.com/oauth/v1/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: back.searchParams.get('code')!, client_id: s.clientId, client_secret: s.clientSecret, redirect_uri: s.redirectUri }).toString(),
    });
    assert.equal(token.status, 200, token.text);
    const campaigns = await via('https://o.applovin.com/campaign_management/v1/campaigns', { headers: { authorization: `Bearer ${token.json().accessToken.access_token}` } });
    assert.equal(campaigns.status, 200, campaigns.text);
    assert.ok(Array.isArray(campaigns.json()));
  });

  it('refuses every other host, port and request kind, and never connects to any of them', async () => {
    let reached = 0;
    const canary = net.createServer((s) => {
      reached++;
      s.destroy();
    });
    await new Promise<void>((r) => canary.listen(0, '127.0.0.1', r));
    const port = (canary.address() as net.AddressInfo).port;
    try {
      const other = await rawProxy(i.port, `CONNECT 127.0.0.1:${port} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      assert.match(other, /^HTTP\/1\.1 403 /);
      assert.match(other, /intercepts only api\.ads\.axon\.ai/);
      const evil = await rawProxy(i.port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
      assert.match(evil, /^HTTP\/1\.1 403 /);
      assert.match(evil, /example\.com is refused/);
      const port80 = await rawProxy(i.port, 'CONNECT r.applovin.com:80 HTTP/1.1\r\nHost: r.applovin.com:80\r\n\r\n');
      assert.match(port80, /^HTTP\/1\.1 403 [^]*port 443 only/);
      const plainGet = await rawProxy(i.port, `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      assert.match(plainGet, /^HTTP\/1\.1 405 /);
      assert.equal(reached, 0, 'the proxy connected to a host it refused');
    } finally {
      canary.close();
    }
  });

  it('keeps the CA in DATA_DIR: the key 0600, nothing else written, the same CA on the next start', async () => {
    const dir = interceptDir(t.dataDir);
    assert.equal(path.dirname(i.caCertPath), dir);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['ca.crt', 'ca.key']);
    assert.equal(fs.statSync(path.join(dir, 'ca.key')).mode & 0o777, 0o600);
    const cert = new crypto.X509Certificate(fs.readFileSync(i.caCertPath));
    assert.equal(cert.ca, true);
    assert.ok(cert.checkPrivateKey(crypto.createPrivateKey(fs.readFileSync(path.join(dir, 'ca.key')))));
    const again = await loadOrCreateCa(dir);
    assert.equal(again.created, false);
    assert.equal(fs.readFileSync(again.certPath, 'utf8'), fs.readFileSync(i.caCertPath, 'utf8'));
  });
});

describe('host interception settings', () => {
  it('INTERCEPT_HOSTS and INTERCEPT_PORT are checked, and need INTERCEPT=true', () => {
    const on = loadConfig({ INTERCEPT: 'true', INTERCEPT_HOSTS: 'R.applovin.com, api.ads.axon.ai.', INTERCEPT_PORT: '0' });
    assert.deepEqual(on.intercept, { enabled: true, port: 0, hosts: ['r.applovin.com', 'api.ads.axon.ai'] });
    assert.deepEqual(loadConfig({ INTERCEPT: 'true' }).intercept.hosts, HOSTS);
    assert.equal(loadConfig({}).intercept.enabled, false);
    assert.throws(() => loadConfig({ INTERCEPT_HOSTS: 'r.applovin.com' }), /INTERCEPT_HOSTS is set but INTERCEPT is not true/);
    assert.throws(() => loadConfig({ INTERCEPT: 'true', INTERCEPT_HOSTS: 'https://r.applovin.com' }), /"https:\/\/r\.applovin\.com" is not one/);
    assert.throws(() => loadConfig({ INTERCEPT: 'true', INTERCEPT_PORT: '70000' }), /INTERCEPT_PORT must be a port/);
  });

  it('a CA key readable by others is refused rather than used', async () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'cp-ca-'));
    try {
      await loadOrCreateCa(dir);
      fs.chmodSync(path.join(dir, 'ca.key'), 0o644);
      await assert.rejects(loadOrCreateCa(dir), /readable by others \(mode 644\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
