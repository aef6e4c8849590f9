// What one request line costs the server (src/http/logging.ts: format, hold for the turn,
// join, write), and what the same code costs when the line is held as a two-byte string, as it was
// under load before the status codes got strings of their own (issue 23; test/request-log-line.test.ts
// checks the representation): the baseline gives it a request id held two bytes per character.
// Same process, same run, alternating; pino writes to a stream that discards, as in bench/campaign-get.
//
//   npm run build && npm run bench -- log-line-encoding [--rounds=5] [--lines=1000000]
import { Writable } from 'node:stream';
import pino from 'pino';
import { OneLineRequestLogs } from '../src/http/logging.js';
import { median } from './support/child-servers.js';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? def;
const rounds = Number(arg('rounds', '5'));
const lines = Number(arg('lines', '1000000'));
const PER_TURN = 20; // about what one event-loop turn answers under the campaign-get load

const log = pino({ level: 'info' }, new Writable({ write: (_c, _e, cb) => cb() }));
const ID = '8c9e93782b4038939bf2aa6745a1d45b';
/** The same id held two bytes per character: every line made with it is two-byte, as a ThinString part made it. */
const TWO_BYTE_ID = `\u0100${ID}`.slice(1);

/** Our code: requestCompleted per request, the turn's lines written together. */
function timeLines(id: string): number {
  const logs = new OneLineRequestLogs();
  const request = { id, method: 'GET', url: '/campaign_management/v1/campaign/67d519a38e09a5f6c3c28f9c5cc368c1', ip: '127.0.0.1', server: { log } };
  const reply = { statusCode: 200, elapsedTime: 0 };
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < lines; i++) {
    reply.elapsedTime = 1 + (i % 3000) / 1000;
    logs.requestCompleted(null, request as never, reply as never);
    if (i % PER_TURN === PER_TURN - 1) logs.flush();
  }
  logs.flush();
  return Number(process.hrtime.bigint() - t0) / lines;
}
const ours = () => timeLines(ID);
const twoByte = () => timeLines(TWO_BYTE_ID);

const a: number[] = [];
const b: number[] = [];
ours();
twoByte();
for (let r = 0; r < rounds; r++) {
  a.push(ours());
  b.push(twoByte());
  console.log(`  round ${r + 1}: ours ${a[r]!.toFixed(0)} ns/line | same line held two-byte ${b[r]!.toFixed(0)} ns/line`);
}
console.log(`request line, ${lines} lines x ${rounds} rounds, ${PER_TURN} per write: ours median ${median(a).toFixed(0)} ns, two-byte median ${median(b).toFixed(0)} ns (${(median(b) - median(a)).toFixed(0)} ns more per request)`);
console.log('noise: one process, both alternating in the same run; figures are wall time on a shared 2-core machine');
