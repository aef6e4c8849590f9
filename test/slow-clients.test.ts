// Issue 9, item 3: slow request bodies are timed out. Real sockets trickle bytes at the server;
// the limits are configured small for the test, and the assertions are on what the client
// receives (a 408 and a closed connection long before it would have finished sending).
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestApp, testConfig, type TestApp } from './helpers/app.js';
import { sqliteDatabase } from './helpers/databases.js';
import { manageAccount, type ManageAccount } from './helpers/manage.js';

interface Outcome {
  response: string;
  /** Bytes of the body the client had sent when the server closed the connection. */
  sent: number;
  closed: boolean;
}

/** Sends the head at once, then the body `chunk` bytes every `everyMs`, until closed or all sent. */
function trickle(url: string, head: string, body: Buffer, chunk: number, everyMs: number): Promise<Outcome> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const sock = net.connect(Number(u.port), u.hostname);
    let response = '';
    let sent = 0;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    sock.on('data', (d) => (response += d.toString('latin1')));
    sock.on('error', () => undefined);
    sock.on('close', () => {
      closed = true;
      clearInterval(timer);
      resolve({ response, sent, closed });
    });
    sock.on('connect', () => {
      sock.write(head);
      timer = setInterval(() => {
        if (closed) return;
        if (sent >= body.length) {
          clearInterval(timer);
          // all sent: give the server a moment to answer, then report
          setTimeout(() => { if (!closed) { sock.destroy(); } }, 2000);
          return;
        }
        sock.write(body.subarray(sent, sent + chunk));
        sent += chunk;
      }, everyMs);
    });
  });
}

describe('slow clients are cut off', () => {
  const tdb = sqliteDatabase();
  let t: TestApp;
  let who: ManageAccount;
  before(async () => {
    const base = testConfig('/tmp').timeouts;
    t = await startTestApp(await tdb.open(), { config: { timeouts: { ...base, bodyMs: 400, uploadMinBytesPerSecond: 2000, uploadRateWindowMs: 400, headersMs: 500 } } });
    who = await manageAccount(t);
  });
  after(async () => {
    await t.close();
    await tdb.cleanup();
  });

  it('a token request whose body trickles in is answered 408 and closed', async () => {
    const body = Buffer.from('grant_type=client_credentials&client_id=x&client_secret=' + 'y'.repeat(200));
    const head = `POST /oauth/v1/access_token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    // one byte every 50 ms: the whole body would take over 12 s
    const o = await trickle(t.url, head, body, 1, 50);
    assert.ok(o.closed);
    assert.match(o.response, /^HTTP\/1\.1 408 /);
    assert.match(o.response, /request_timeout/);
    assert.ok(o.sent < body.length, `the server waited for the whole body (${o.sent} of ${body.length})`);
  });

  it('headers that never finish are cut off', async () => {
    const o = await trickle(t.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', Buffer.from('X-Slow: ' + 'a'.repeat(400)), 1, 50);
    assert.ok(o.closed);
    assert.ok(o.sent < 400, `headers were awaited to the end (${o.sent})`);
  });

  it('an upload below the minimum data rate is cut off; one above it goes through', async () => {
    const boundary = 'b0undary';
    const part = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n`),
      Buffer.from('<p>' + 'x'.repeat(20000) + '</p>'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head = `POST /manage/v1/asset/upload?account_id=${who.accountId} HTTP/1.1\r\nHost: x\r\nAuthorization: ${who.key}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${part.length}\r\n\r\n`;
    const slow = await trickle(t.url, head, part, 20, 50); // 400 B/s, under the 2,000 B/s minimum
    assert.ok(slow.closed);
    assert.match(slow.response, /^HTTP\/1\.1 408 /);
    assert.ok(slow.sent < part.length);
    // the same upload at ~40 KB/s is slow for a 400 ms body limit, but long-body routes only need the rate
    const fast = await trickle(t.url, head.replace('Connection: close\r\n', ''), part, 2000, 50);
    assert.match(fast.response, /^HTTP\/1\.1 200 /);
    assert.match(fast.response, /"upload_id"/);
  });
});
