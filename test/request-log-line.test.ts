// The request-completed line is formatted by hand (src/http/logging.ts) in pino's shape;
// whatever a url or address holds, each line must stay one valid JSON object.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import pino from 'pino';
import { OneLineRequestLogs } from '../src/http/logging.js';
import { SERVER_NODE_FLAGS } from '../src/root/node-flags.js';

function logLine(url: string, ip: string | undefined, elapsed: number): Record<string, unknown> {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
  const request = { id: 'ab12', method: 'GET', url, ip, server: { log } };
  const reply = { statusCode: 201, elapsedTime: elapsed };
  const logs = new OneLineRequestLogs();
  logs.requestCompleted(null, request as never, reply as never);
  assert.equal(lines.length, 0, 'held until the end of the event-loop turn');
  logs.flush();
  assert.equal(lines.length, 1);
  assert.ok(lines[0]!.endsWith('}\n') && !lines[0]!.slice(0, -1).includes('\n'), 'one line');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

test('a plain request gives the fields pino would write', () => {
  const l = logLine('/campaign_management/v1/campaigns', '127.0.0.1', 1.23456);
  assert.equal(l.level, 30);
  assert.equal(typeof l.time, 'number');
  assert.equal(l.pid, process.pid);
  assert.equal(l.reqId, 'ab12');
  assert.deepEqual(l.req, { method: 'GET', url: '/campaign_management/v1/campaigns', remoteAddress: '127.0.0.1' });
  assert.deepEqual(l.res, { statusCode: 201 });
  assert.equal(l.responseTime, 1.235);
  assert.equal(l.msg, 'request completed');
});

test('quotes, backslashes, control and non-ASCII characters in the url are escaped', () => {
  for (const url of ['/a"b', '/a\\b', '/a\u0001b\nc', '/caf\u00e9/\u{1F600}', '/x\u2028y']) {
    assert.equal((logLine(url, '::1', 0) as { req: { url: string } }).req.url, url);
  }
});

test('secret query parameters are redacted and a missing address is null', () => {
  const l = logLine('/suppressionApps?api_key=cpk_secret&package_name=com.x', undefined, 12.0004) as { req: { url: string; remoteAddress: unknown }; responseTime: number };
  assert.ok(!l.req.url.includes('cpk_secret'));
  assert.match(l.req.url, /api_key=%5Bredacted%5D/);
  assert.equal(l.req.remoteAddress, null);
  assert.equal(l.responseTime, 12);
});

test('response times of any size and every decimal are written as numbers', () => {
  for (const [elapsed, want] of [[0, 0], [0.0004, 0], [0.2, 0.2], [7.0506, 7.051], [999.9996, 1000], [1234.5, 1234.5], [86_400_000.25, 86_400_000.25]] as const) {
    assert.equal((logLine('/', '::1', elapsed) as { responseTime: number }).responseTime, want, `elapsed ${elapsed}`);
  }
});

test('below info (warn) the line is not written', () => {
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
  const logs = new OneLineRequestLogs();
  logs.requestCompleted(null, { id: 'x', method: 'GET', url: '/', ip: '1.2.3.4', server: { log } } as never, { statusCode: 200, elapsedTime: 1 } as never);
  logs.flush();
  assert.equal(lines.length, 0);
});

test('the lines of one event-loop turn are written together, in order, at its end', async () => {
  const writes: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write: (c, _e, cb) => (writes.push(String(c)), cb()) }));
  const logs = new OneLineRequestLogs();
  for (const id of ['r1', 'r2', 'r3']) logs.requestCompleted(null, { id, method: 'GET', url: '/', ip: '::1', server: { log } } as never, { statusCode: 200, elapsedTime: 1 } as never);
  assert.equal(writes.length, 0);
  await new Promise((r) => setImmediate(r));
  assert.equal(writes.length, 1);
  assert.deepEqual(writes[0]!.trim().split('\n').map((l) => (JSON.parse(l) as { reqId: string }).reqId), ['r1', 'r2', 'r3']);
});

test('request.log is a pino child carrying the request id, made on first use', async () => {
  const { lazyChildLogger } = await import('../src/http/logging.js');
  const lines: string[] = [];
  const root = pino({ level: 'info' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
  const log = lazyChildLogger(root as never, { reqId: 'r9' }, {}) as unknown as pino.Logger;
  log.debug('below the level: nothing, and no child made');
  assert.equal(lines.length, 0);
  assert.equal(log.isLevelEnabled('info'), true);
  assert.equal(log.isLevelEnabled('debug'), false);
  log.warn({ code: 'x' }, 'something');
  assert.deepEqual(log.bindings(), { reqId: 'r9' });
  const l = JSON.parse(lines[0]!) as Record<string, unknown>;
  assert.equal(l.reqId, 'r9');
  assert.equal(l.level, 40);
  assert.equal(l.code, 'x');
  assert.equal(l.msg, 'something');
});

test('under load every request line stays one byte per character (V8 ThinStrings, issue 23)', () => {
  // The server's own flags (the young-generation floor is what made the number-to-string cache's
  // "200" a ThinString here) plus --expose-externalize-string for isOneByteString. Before the
  // status-code strings of logging.ts, about a quarter of the written chunks were two-byte.
  const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/log-line-encoding.js');
  const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--expose-externalize-string', fixture, '10000'], { encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout.trim().split('\n').pop()!) as { chunks: number; twoByte: number; requestLines: number };
  assert.ok(out.requestLines > 10000, `every GET logged: ${JSON.stringify(out)}`);
  assert.ok(out.chunks > 100, `lines batched per turn, many turns: ${JSON.stringify(out)}`);
  assert.equal(out.twoByte, 0, `two-byte chunks written to the log: ${JSON.stringify(out)}`);
});
