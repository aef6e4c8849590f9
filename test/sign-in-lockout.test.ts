// Issue 22, item 2: nobody can lock users out of sign-in through the per-address limit. Behind a
// load balancer (or any shared address) 100 wrong passwords with made-up e-mails used to refuse the
// right password, from a known device, for every user, for 15 minutes (console and OAuth consent
// pages). Now: a known device has its own per-(e-mail, device) count that no address or account
// count touches; a correct password from a source that signed in before passes the address limit;
// an attacker is still throttled. TRUST_PROXY makes the address the client's, not the balancer's.
// On both engines.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ConfigError, parseTrustProxy } from '../src/config/config.js';
import { SignInThrottle } from '../src/core/oauth/sign-in-throttle.js';
import { ManualClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { SignInSqlRecords } from '../src/storage/repos/sign-in-sql-records.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { forEachDatabase } from './helpers/databases.js';
import { thirdPartySetup, type ThirdPartySetup } from './helpers/oauth.js';

const TOO_MANY = /Too many failed attempts/;
const WRONG = /e-mail address or password is not correct/;

/** Set-Cookie lines as name -> value. */
function cookiesOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    out[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
  }
  return out;
}
const cookieHeader = (c: Record<string, string>) => Object.entries(c).filter(([, v]) => v !== '').map(([k, v]) => `${k}=${v}`).join('; ');

interface Attempt {
  status: number;
  html: string;
  /** The device cookie the browser holds after the attempt (its own, or one just set). */
  device: string | undefined;
}

/** One console sign-in by a browser holding `device` (or none), from `xff` when given. */
async function consoleSignIn(t: TestApp, email: string, password: string, o: { device?: string; xff?: string } = {}): Promise<Attempt> {
  const base: Record<string, string> = o.device ? { cp_console_device: o.device } : {};
  const headers = (c: Record<string, string>) => ({ ...(Object.keys(c).length ? { cookie: cookieHeader(c) } : {}), ...(o.xff ? { 'x-forwarded-for': o.xff } : {}) });
  const form = await fetch(`${t.url}/console/sign-in`, { redirect: 'manual', headers: headers(base) });
  const html = await form.text();
  const jar = { ...base, ...cookiesOf(form) };
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(html)![1]!;
  const res = await fetch(`${t.url}/console/sign-in`, { method: 'POST', redirect: 'manual', headers: headers(jar), body: new URLSearchParams({ csrf_token: csrf, email, password, next: '/console/campaigns' }) });
  return { status: res.status, html: await res.text(), device: cookiesOf(res).cp_console_device ?? o.device };
}

/** One sign-in on the OAuth consent pages (GET /oauth/initialize, then its sign-in form). */
async function oauthSignIn(t: TestApp, s: ThirdPartySetup, email: string, password: string, o: { device?: string; xff?: string } = {}): Promise<Attempt> {
  const base: Record<string, string> = o.device ? { cp_device: o.device } : {};
  const headers = (c: Record<string, string>) => ({ ...(Object.keys(c).length ? { cookie: cookieHeader(c) } : {}), ...(o.xff ? { 'x-forwarded-for': o.xff } : {}) });
  const q = new URLSearchParams({ client_id: s.clientId, redirect_uri: s.redirectUri, response_type: 'code', scope: 'campaigns:read', state: 'st' });
  const page = await fetch(`${t.url}/oauth/initialize?${q}`, { redirect: 'manual', headers: headers(base) });
  const html = await page.text();
  assert.equal(page.status, 200, html.slice(0, 500));
  const jar = { ...base, ...cookiesOf(page) };
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!.replace(/&amp;/g, '&');
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(html)![1]!;
  const res = await fetch(new URL(action, t.url), { method: 'POST', redirect: 'manual', headers: headers(jar), body: new URLSearchParams({ csrf_token: csrf, email, password }) });
  return { status: res.status, html: await res.text(), device: cookiesOf(res).cp_device ?? o.device };
}

await forEachDatabase('sign-in throttle: no lock-out through the per-address limit', (tdb) => {
  let db: Db;
  before(async () => {
    db = await tdb.open();
    await migrate(db);
  });
  after(async () => {
    await tdb.cleanup();
  });

  it('100 made-up e-mails from one address: a known device is not held back, a known address only passes a correct password, anyone else is held back', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const th = new SignInThrottle(new SignInSqlRecords(db), clock, (x) => `h:${x}`);
    const lb = '10.0.0.1'; // every client has the balancer's address
    await th.recordSuccess('owner@a.example', lb, 'dev-owner');
    for (let i = 0; i < 100; i++) await th.recordFailure(`made-up-${i}@a.example`, lb);
    assert.deepEqual(await th.gate('owner@a.example', lb, 'dev-owner'), { waitMs: 0, correctPasswordPasses: false, knownDevice: true }, 'the known device: not held back');
    const byAddress = await th.gate('owner@a.example', lb, undefined);
    assert.ok(byAddress.waitMs > 0 && byAddress.correctPasswordPasses, 'the known address: a correct password still passes');
    const stranger = await th.gate('made-up-101@a.example', lb, undefined);
    assert.ok(stranger.waitMs > 0 && !stranger.correctPasswordPasses, 'an unknown source: held back');
    const otherDevice = await th.gate('owner@a.example', lb, 'dev-attacker');
    assert.ok(otherDevice.waitMs > 0 && otherDevice.correctPasswordPasses && !otherDevice.knownDevice, 'a device the owner never used is not a known device');
    // a device cookie counts only for the e-mail that signed in with it
    assert.equal((await th.gate('someone-else@a.example', lb, 'dev-owner')).knownDevice, false);
  });

  it('a known device has its own count: five free failures, then doubling waits; no address or account count reaches it', async () => {
    const clock = new ManualClock(new Date('2026-01-02T00:00:00Z'));
    const th = new SignInThrottle(new SignInSqlRecords(db), clock, (x) => `h:${x}`);
    await th.recordSuccess('dev@b.example', '10.0.0.2', 'dev-1');
    const g = () => th.gate('dev@b.example', '10.0.0.2', 'dev-1');
    for (let i = 0; i < 5; i++) {
      assert.equal((await g()).waitMs, 0);
      await th.recordFailure('dev@b.example', '10.0.0.2', 'dev-1', await g());
    }
    assert.equal((await g()).waitMs, 1000, 'the device is slowed after its own five failures');
    assert.equal((await th.gate('dev@b.example', '10.0.0.2', undefined)).waitMs, 0, 'the failures of a known device are its own');
    for (let i = 0; i < 60; i++) await th.recordFailure('dev@b.example', `203.0.113.${i}`); // a botnet on the account
    clock.advance(1000);
    assert.equal((await g()).waitMs, 0, 'the account limit does not reach the known device');
    await th.recordSuccess('dev@b.example', '10.0.0.2', 'dev-1');
    assert.equal((await g()).waitMs, 0);
  });

  it('device cookies are stored hashed', async () => {
    const th = new SignInThrottle(new SignInSqlRecords(db), new ManualClock(new Date('2026-01-03T00:00:00Z')), (x) => `sha(${x})`);
    await th.recordSuccess('hash@c.example', '10.0.0.3', 'plain-device-value');
    const marks = await new SignInSqlRecords(db).known('hash@c.example');
    assert.ok(marks.includes('d:sha(plain-device-value)'), marks.join());
    assert.ok(!marks.includes('d:plain-device-value'));
  });
});

await forEachDatabase('sign-in lock-out through HTTP (console and OAuth consent pages)', (tdb) => {
  let t: TestApp;
  let s: ThirdPartySetup;
  before(async () => {
    t = await startTestApp(await tdb.open());
    s = await thirdPartySetup(t, 'campaigns:read');
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('100 wrong passwords with made-up e-mails from one address; then the right password works from a known device (console and OAuth) and from a source that signed in before; an attacker is still throttled', async () => {
    // the owner signed in before, on both pages, from this browser
    const first = await consoleSignIn(t, s.email, s.password);
    assert.equal(first.status, 303, first.html.slice(0, 300));
    assert.ok(first.device, 'the console set a device cookie');
    const firstOauth = await oauthSignIn(t, s, s.email, s.password);
    assert.equal(firstOauth.status, 303, firstOauth.html.slice(0, 300));
    assert.ok(firstOauth.device, 'the OAuth pages set a device cookie');
    // the attack: 100 wrong passwords with made-up e-mails, from the same address
    for (let i = 0; i < 100; i++) {
      const r = await consoleSignIn(t, `made-up-${i}@attacker.example`, 'wrong password');
      assert.equal(r.status, 401);
    }
    const more = await consoleSignIn(t, 'made-up-101@attacker.example', 'wrong password');
    assert.match(more.html, TOO_MANY, 'the attacker is throttled');
    const moreOauth = await oauthSignIn(t, s, 'made-up-102@attacker.example', 'wrong password');
    assert.match(moreOauth.html, TOO_MANY, 'on the OAuth pages too');
    // the owner, from a known device: in, on both pages
    const owner = await consoleSignIn(t, s.email, s.password, { device: first.device });
    assert.equal(owner.status, 303, `the owner's known device must sign in: ${/<p class="[^"]*error[^"]*"[^>]*>([^<]*)/.exec(owner.html)?.[1] ?? owner.html.slice(0, 300)}`);
    const ownerOauth = await oauthSignIn(t, s, s.email, s.password, { device: firstOauth.device });
    assert.equal(ownerOauth.status, 303, 'the owner\'s known device must sign in on the consent pages');
    // a correct password from a source that signed in before (a new browser, same address): in
    const fresh = await consoleSignIn(t, s.email, s.password);
    assert.equal(fresh.status, 303, 'a correct password from a known address passes the address limit');
    // a wrong password from that address without the device: refused as throttled (never "wrong")
    const guess = await consoleSignIn(t, s.email, 'a guess');
    assert.equal(guess.status, 401);
    assert.match(guess.html, TOO_MANY);
    const guessOauth = await oauthSignIn(t, s, s.email, 'a guess');
    assert.match(guessOauth.html, TOO_MANY);
  });
});

await forEachDatabase('TRUST_PROXY: the client address behind a proxy', (tdb) => {
  let trusting: TestApp;
  let plain: TestApp;
  before(async () => {
    trusting = await startTestApp(await tdb.open(), { config: { trustProxy: ['127.0.0.1'] } });
    plain = await startTestApp(await tdb.open());
  });
  after(async () => {
    await trusting.close();
    await plain.close();
    await tdb.cleanup();
  });

  it('with TRUST_PROXY naming the proxy, each client behind it is counted on its own', async () => {
    for (let i = 0; i < 100; i++) assert.equal((await consoleSignIn(trusting, `x${i}@spray.example`, 'nope', { xff: '198.51.100.66' })).status, 401);
    assert.match((await consoleSignIn(trusting, 'y@spray.example', 'nope', { xff: '198.51.100.66' })).html, TOO_MANY, 'the spraying client is held back');
    const other = await consoleSignIn(trusting, 'y@spray.example', 'nope', { xff: '198.51.100.77' });
    assert.match(other.html, WRONG, 'another client behind the same proxy is not');
    // the spraying client cannot escape by forging an earlier hop: the proxy's own entry (the last) counts
    assert.match((await consoleSignIn(trusting, 'z@spray.example', 'nope', { xff: '198.51.100.77, 198.51.100.66' })).html, TOO_MANY);
  });

  it('without it (the default), X-Forwarded-For is not believed', async () => {
    for (let i = 0; i < 100; i++) await consoleSignIn(plain, `x${i}@spray.example`, 'nope', { xff: `198.51.100.${i}` });
    assert.match((await consoleSignIn(plain, 'y@spray.example', 'nope', { xff: '198.51.100.200' })).html, TOO_MANY, 'a forged header does not escape the limit');
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('1: the address the one proxy in front appended is the client\'s', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { SqliteDb } = await import('../src/storage/sqlite-db.js');
    const { createContainer } = await import('../src/root/container.js');
    const { buildApp } = await import('../src/root/app.js');
    const { testConfig } = await import('./helpers/app.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-hops-'));
    const c = await createContainer({ ...testConfig(dir, { trustProxy: 1 }), sqlitePath: ':memory:' }, { db: new SqliteDb(':memory:') });
    const app = await buildApp(c);
    app.get('/__ip', { schema: { hide: true } as never }, async (r) => ({ ip: r.ip }));
    try {
      const ip = async (xff?: string) => (await app.inject({ url: '/__ip', remoteAddress: '10.0.0.1', headers: xff ? { 'x-forwarded-for': xff } : {} })).json().ip;
      assert.equal(await ip('203.0.113.9'), '203.0.113.9');
      assert.equal(await ip('198.51.100.1, 203.0.113.9'), '203.0.113.9', 'one hop: what the client wrote before it is not believed');
      assert.equal(await ip(), '10.0.0.1');
    } finally {
      await app.close();
      await c.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('TRUST_PROXY parsing', () => {
  it('off by default; a hop count; addresses, CIDR ranges and range names; anything else named in the error', () => {
    assert.equal(parseTrustProxy(undefined), false);
    assert.equal(parseTrustProxy(''), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('0'), false);
    assert.equal(parseTrustProxy('1'), 1);
    assert.deepEqual(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback, fd00::/8'), ['10.0.0.1', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    for (const bad of ['true', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '101', ',']) assert.throws(() => parseTrustProxy(bad), ConfigError, bad);
    assert.throws(() => parseTrustProxy('nginx'), /TRUST_PROXY.*"nginx"/);
  });
});
