// The two ways an answer can reach the kernel from src/http/turn-writes.ts: the batch the
// stream hands over after res.end() ([head + body, ''], written with Socket._writev, which copies
// the strings into a buffer allocated for it) or its one non-empty string alone (Socket._write,
// from a buffer on the stack), which is what the end-of-turn queue sends since issue 23's fourth
// round. Real socket on loopback, same process, same run, alternating; server CPU per write.
//
//   npm run build && npm run bench -- answer-write [--rounds=4] [--writes=100000]
import net from 'node:net';
import { median } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const rounds = Number(arg('rounds', '4'));
const writes = Number(arg('writes', '100000'));
// the size of the campaign GET's answer (head and body)
const answer = 'x'.repeat(550);

type Chunk = { chunk: string; encoding: BufferEncoding };
const proto = net.Socket.prototype as unknown as {
  _write(chunk: string, encoding: BufferEncoding, cb: () => void): void;
  _writev(chunks: Chunk[], cb: () => void): void;
};

const server = net.createServer((s) => s.resume());
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
await new Promise((r) => socket.once('connect', r));

function run(batch: boolean): Promise<number> {
  return new Promise((resolve) => {
    let i = 0;
    const start = process.cpuUsage();
    // the next write after a turn, as answers go out once per turn
    const next = () => {
      if (i++ === writes) {
        const u = process.cpuUsage(start);
        resolve((u.user + u.system) / writes);
        return;
      }
      const text = answer + (i % 10); // a fresh string each time, as each answer is
      const done = () => setImmediate(next);
      if (batch) proto._writev.call(socket, [{ chunk: text, encoding: 'utf8' }, { chunk: '', encoding: 'latin1' }], done);
      else proto._write.call(socket, text, 'utf8', done);
    };
    next();
  });
}

const one: number[] = [];
const two: number[] = [];
await run(true);
await run(false);
for (let r = 0; r < rounds; r++) {
  two.push(await run(true));
  one.push(await run(false));
  console.log(`  round ${r + 1}: batch [answer, ''] ${two[r]!.toFixed(2)} us | the answer alone ${one[r]!.toFixed(2)} us (CPU per write, with its turn)`);
}
console.log(`answer write, ${writes} writes x ${rounds} rounds: batch median ${median(two).toFixed(2)} us, alone ${median(one).toFixed(2)} us (${(median(two) - median(one)).toFixed(2)} us less per answer)`);
console.log('noise: one process, both alternating in the same run on a shared 2-core machine; the receiver is in this process too');
socket.destroy();
server.close();
