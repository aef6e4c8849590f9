// Answers go out at the end of the event-loop turn (src/http/turn-writes.ts): nothing is
// sent while the turn runs, everything is sent by its end, in order per connection, with the
// stream's backpressure intact, and a socket destroyed in the turn it was written to still
// sends what it was given first. Real sockets on loopback, a bare Node HTTP server.
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sendAtEndOfTurn } from '../src/http/turn-writes.js';

/** Sends raw request text on a new connection; resolves with everything received until close. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // the last request says Connection: close; the server closes after answering it
    const sock = net.connect(port, '127.0.0.1', () => sock.write(text));
    let got = '';
    sock.on('data', (d) => (got += d.toString('latin1')));
    sock.on('error', reject);
    sock.on('close', () => resolve(got));
  });
}

describe('answers sent at the end of the turn', () => {
  let server: http.Server;
  let port: number;
  const seen: { pendingAfterEnd: number; pendingNextTurn: number }[] = [];
  let largeRefusals = -1;

  before(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url.startsWith('/small/')) {
        const body = `answer ${url.slice('/small/'.length)}`;
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
        res.end(body);
        // (a pipelined request's answer waits for the ones before it, with no socket yet)
        const socket = res.socket;
        if (socket) {
          const entry = { pendingAfterEnd: socket.writableLength, pendingNextTurn: -1 };
          seen.push(entry);
          setImmediate(() => setImmediate(() => (entry.pendingNextTurn = socket.writableLength)));
        }
      } else if (url === '/large') {
        // 4 MiB in 64 KiB writes, each waiting for 'drain' when write() says so
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 4 * 1024 * 1024 });
        let i = 0;
        let refusals = 0;
        const more = () => {
          while (i < 64) {
            const chunk = Buffer.alloc(64 * 1024, i % 251);
            i++;
            if (!res.write(chunk)) {
              refusals++;
              res.once('drain', more);
              return;
            }
          }
          res.end();
          largeRefusals = refusals;
        };
        more();
      } else if (url === '/encodings') {
        // strings in several encodings, in one write (_write) and in corked writes (_writev)
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.write('utf-8: é中😀 | ', 'utf8');
        res.cork();
        res.write('latin1: éÿ | ', 'latin1');
        res.write('68657820', 'hex');
        res.write(Buffer.from('buffer | '));
        res.write('YmFzZTY0', 'base64');
        process.nextTick(() => res.uncork());
        setImmediate(() => res.end(' | ucs2', 'utf16le'));
      } else if (url === '/destroyed') {
        // an answer followed at once by destroy(), as the slow-body cut-off does (it destroys the
        // request, which destroys the socket)
        const body = 'said before closing';
        res.writeHead(408, { 'content-type': 'text/plain', connection: 'close', 'content-length': body.length });
        res.end(body);
        req.destroy();
      } else {
        res.writeHead(404).end();
      }
    });
    sendAtEndOfTurn(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  it('holds an answer until the end of its turn, then sends it', async () => {
    seen.length = 0;
    const res = await fetch(`http://127.0.0.1:${port}/small/1`);
    assert.equal(await res.text(), 'answer 1');
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(seen.length, 1);
    assert.ok(seen[0]!.pendingAfterEnd > 0, `bytes still pending right after end() (${seen[0]!.pendingAfterEnd})`);
    assert.equal(seen[0]!.pendingNextTurn, 0, 'nothing pending once the turn is over');
  });

  it('keeps pipelined answers in order on one connection', async () => {
    const n = 20;
    let text = '';
    for (let i = 0; i < n; i++) text += `GET /small/${i} HTTP/1.1\r\nHost: x\r\n${i === n - 1 ? 'Connection: close\r\n' : ''}\r\n`;
    const got = await exchange(port, text);
    const bodies = [...got.matchAll(/answer (\d+)/g)].map((m) => Number(m[1]));
    assert.deepEqual(bodies, Array.from({ length: n }, (_, i) => i));
  });

  it('answers many connections at once, each its own answer', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => fetch(`http://127.0.0.1:${port}/small/${i}`).then((r) => r.text())));
    assert.deepEqual(answers, Array.from({ length: 50 }, (_, i) => `answer ${i}`));
  });

  it('streams a large answer whole, with backpressure', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/large`);
    const body = Buffer.from(await res.arrayBuffer());
    assert.equal(body.length, 4 * 1024 * 1024);
    for (let i = 0; i < 64; i++) assert.equal(body[i * 64 * 1024 + 1000], i % 251, `chunk ${i} in place`);
    assert.ok(largeRefusals > 0, 'write() asked the writer to wait for drain at least once');
  });

  it('sends strings in every encoding byte for byte (they are encoded when queued)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/encodings`);
    const got = Buffer.from(await res.arrayBuffer());
    const want = Buffer.concat([
      Buffer.from('utf-8: é中😀 | ', 'utf8'),
      Buffer.from([0x6c, 0x61, 0x74, 0x69, 0x6e, 0x31, 0x3a, 0x20, 0xe9, 0xff, 0x20, 0x7c, 0x20]), // 'latin1: ', then one byte each
      Buffer.from('hex '),
      Buffer.from('buffer | '),
      Buffer.from('base64'),
      Buffer.from(' | ucs2', 'utf16le'),
    ]);
    assert.deepEqual([...got], [...want]);
  });

  it('sends what a socket was given before it is destroyed in the same turn', async () => {
    const got = await exchange(port, 'GET /destroyed HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assert.match(got, /^HTTP\/1\.1 408 /);
    assert.match(got, /said before closing$/);
  });
});

describe('how an answer reaches the kernel', () => {
  // Spies around the socket's real write functions, in place before sendAtEndOfTurn takes them.
  const proto = net.Socket.prototype as unknown as { _write: (...a: unknown[]) => void; _writev: (chunks: { chunk: string | Buffer }[], cb: unknown) => void };
  const realWrite = proto._write;
  const realWritev = proto._writev;
  const calls = { write: 0, writev: 0, writevOfOneNonEmpty: 0 };
  let server: http.Server;
  let port: number;

  before(async () => {
    proto._write = function (this: unknown, ...a: unknown[]) {
      calls.write++;
      return realWrite.apply(this, a);
    };
    proto._writev = function (this: unknown, chunks, cb) {
      calls.writev++;
      if (chunks.filter((c) => c.chunk.length > 0).length === 1) calls.writevOfOneNonEmpty++;
      return realWritev.call(this, chunks, cb);
    };
    server = http.createServer((req, res) => {
      const body = `answer ${req.url}`;
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    sendAtEndOfTurn(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  after(async () => {
    proto._write = realWrite;
    proto._writev = realWritev;
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('goes out as one string write, not a batch with an empty chunk (res.end adds one)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`http://127.0.0.1:${port}/${i}`).then((r) => r.text())));
    assert.deepEqual(answers, Array.from({ length: 20 }, (_, i) => `answer /${i}`));
    assert.equal(calls.writevOfOneNonEmpty, 0, `batches holding one non-empty chunk: ${JSON.stringify(calls)}`);
    assert.ok(calls.write >= 20, `one write per answer at least: ${JSON.stringify(calls)}`);
  });
});
