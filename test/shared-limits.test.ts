// Issue 10: the /manage/v1 request and error limits shared by every process on one database
// (storage/repos/rate-limits-sql.ts), and the read cache's coherence between two processes
// (Db.getCached / Db.memo). Two Db objects on their own connections stand for two processes.
// On both engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { RateLimitSettings } from '../src/core/limits/rate-limiter.js';
import { ManualClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { writeMayChangeCache } from '../src/storage/read-cache-entries.js';
import { LEASE_MS, SqlRateLimiter } from '../src/storage/repos/rate-limits-sql.js';
import { openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';

const settings: RateLimitSettings = { requests: 5, windowMs: 60_000, blockMs: 600_000, errors: 3, errorWindowMs: 300_000, errorBlockMs: 86_400_000 };

await forEachDatabase('shared limits and cache coherence', (tdb) => {
  let a: Db;
  let b: Db;
  let clock: ManualClock;
  before(async () => {
    a = await tdb.open();
    await migrate(a);
    b = await openAgain(a);
    clock = new ManualClock(new Date('2026-03-01T00:00:00Z'));
  });
  after(async () => {
    await b.close();
    await tdb.cleanup();
  });

  it('the request limit holds on the sum of two processes, however the requests interleave', async () => {
    const la = new SqlRateLimiter(a, settings, clock);
    const lb = new SqlRateLimiter(b, settings, clock);
    // 12 requests at once, 6 through each process: exactly 5 pass
    const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? la : lb).hit('acct-1')));
    assert.equal(verdicts.filter((v) => v.ok).length, 5);
    const refused = verdicts.find((v) => !v.ok);
    assert.deepEqual(refused, { ok: false, reason: 'requests', retryAfterMs: 600_000 });
    // the block holds on both, with the time left
    clock.advance(1000);
    assert.deepEqual(await lb.hit('acct-1'), { ok: false, reason: 'requests', retryAfterMs: 599_000 });
    assert.deepEqual(await la.hit('acct-1'), { ok: false, reason: 'requests', retryAfterMs: 599_000 });
    // other keys are not affected
    assert.deepEqual(await la.hit('acct-2'), { ok: true });
    // the block ends; a new window opens
    clock.advance(600_000);
    for (let i = 0; i < 5; i++) assert.deepEqual(await (i % 2 ? la : lb).hit('acct-1'), { ok: true });
    assert.equal((await la.hit('acct-1')).ok, false);
  });

  it('a window that closes starts the count again', async () => {
    const la = new SqlRateLimiter(a, settings, clock);
    const lb = new SqlRateLimiter(b, settings, clock);
    for (let i = 0; i < 5; i++) assert.ok((await la.hit('acct-3')).ok);
    clock.advance(60_000);
    for (let i = 0; i < 5; i++) assert.ok((await lb.hit('acct-3')).ok);
    assert.equal((await lb.hit('acct-3')).ok, false);
  });

  it('errors counted by two processes block the key for the error block, which a request block never shortens', async () => {
    const la = new SqlRateLimiter(a, settings, clock);
    const lb = new SqlRateLimiter(b, settings, clock);
    await la.recordErrors('acct-4', 2);
    await lb.recordErrors('acct-4');
    assert.deepEqual(await la.hit('acct-4'), { ok: true }, 'three errors are allowed');
    await lb.recordErrors('acct-4');
    assert.deepEqual(await la.hit('acct-4'), { ok: false, reason: 'errors', retryAfterMs: 86_400_000 });
    clock.advance(700_000);
    assert.deepEqual(await lb.hit('acct-4'), { ok: false, reason: 'errors', retryAfterMs: 86_400_000 - 700_000 });
  });

  // Leases (issue 23): with a limit of 320 a lease is 10 requests (1/32), granted while the window
  // is at most half used (limits under 256 do not lease).
  const leased: RateLimitSettings = { ...settings, requests: 320 };
  const hitsOf = async (key: string) => Number((await a.get<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = ?', [key]))?.hits ?? 0);

  it('one process alone still admits exactly the limit, leasing only the first half of the window', async () => {
    const la = new SqlRateLimiter(a, leased, clock);
    assert.deepEqual(await la.hit('lease-1'), { ok: true });
    assert.equal(await hitsOf('lease-1'), 11, 'the request and a lease of 10 are counted before the lease is used');
    for (let i = 1; i < 320; i++) assert.deepEqual(await la.hit('lease-1'), { ok: true }, `request ${i + 1}`);
    assert.equal(await hitsOf('lease-1'), 320);
    assert.deepEqual(await la.hit('lease-1'), { ok: false, reason: 'requests', retryAfterMs: 600_000 });
  });

  it('what a lease did not use is given back when it ends', async () => {
    const la = new SqlRateLimiter(a, leased, clock);
    assert.deepEqual(await la.hit('lease-2'), { ok: true });
    assert.equal(await hitsOf('lease-2'), 11);
    const deadline = Date.now() + LEASE_MS + 3000;
    while ((await hitsOf('lease-2')) !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await hitsOf('lease-2'), 1, 'only the request that was made stays counted');
  });

  it('two processes with leases never admit more than the limit together', async () => {
    const la = new SqlRateLimiter(a, leased, clock);
    const lb = new SqlRateLimiter(b, leased, clock);
    const verdicts: boolean[] = [];
    for (let round = 0; round < 40; round++) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? la : lb).hit('lease-3')));
      verdicts.push(...batch.map((v) => v.ok));
    }
    const admitted = verdicts.filter(Boolean).length;
    assert.ok(admitted <= 320, `admitted ${admitted} of 400`);
    assert.ok(admitted >= 320 - 2 * 10, `refused early only while the other process held a lease: admitted ${admitted}`);
  });

  it('a limit under 256 does not lease: every request is counted at once', async () => {
    const la = new SqlRateLimiter(a, { ...settings, requests: 255 }, clock);
    assert.deepEqual(await la.hit('lease-5'), { ok: true });
    assert.equal(await hitsOf('lease-5'), 1);
  });

  it('a block set by another process stops a lease within LEASE_MS', async () => {
    const la = new SqlRateLimiter(a, leased, clock);
    const lb = new SqlRateLimiter(b, leased, clock);
    assert.deepEqual(await la.hit('lease-4'), { ok: true });
    await lb.recordErrors('lease-4', 4);
    clock.advance(LEASE_MS);
    assert.deepEqual(await la.hit('lease-4'), { ok: false, reason: 'errors', retryAfterMs: 86_400_000 - LEASE_MS });
    // and the process that counted the errors refuses at once, its own lease dropped
    assert.equal((await lb.hit('lease-4')).ok, false);
  });

  it('a value cached by one process is replaced at its next read after the other process writes', async () => {
    await a.run("INSERT INTO accounts (name, created_at) VALUES ('probe', 1)");
    const read = (db: Db) => db.getCached("SELECT name FROM accounts WHERE name LIKE 'probe%' AND id > ?", [0], (r) => String(r.name));
    const listed = (db: Db) => db.memo('probe', 'all', async () => (await db.all<{ name: string }>('SELECT name FROM accounts ORDER BY id')).map((r) => r.name).join(','));
    assert.equal(await read(a), 'probe');
    assert.equal(await read(a), 'probe');
    assert.equal(await listed(a), 'probe');
    // A cache checks for other processes' writes once per event-loop turn; the next request is
    // always a later turn, which nextRequest stands for.
    const nextRequest = () => new Promise((r) => setImmediate(r));
    for (let i = 1; i <= 5; i++) {
      await b.run("UPDATE accounts SET name = ? WHERE name LIKE 'probe%'", [`probe-${i}`]);
      await nextRequest();
      assert.equal(await read(a), `probe-${i}`, `write ${i} by the other process is seen by the next read`);
      assert.equal(await listed(a), `probe-${i}`);
      await b.run("INSERT INTO accounts (name, created_at) VALUES ('x', 2)");
      await nextRequest();
      assert.match(await listed(a), /,x$/, 'an insert is seen by the next memo read');
      await b.run("DELETE FROM accounts WHERE name = 'x'");
      await nextRequest();
      assert.equal(await listed(a), `probe-${i}`);
    }
  });

  it('a request counted against the limit leaves the cache alone; a write to a cached table empties it', async () => {
    let decoded = 0;
    const read = () => a.getCached('SELECT name FROM accounts WHERE id > ? ORDER BY id LIMIT 1', [0], (r) => (decoded++, String(r.name)));
    const la = new SqlRateLimiter(a, settings, clock);
    await read();
    await read();
    assert.equal(decoded, 1, 'cached');
    await la.hit('acct-cache');
    await la.recordErrors('acct-cache');
    await read();
    assert.equal(decoded, 1, 'the counters are not cached data');
    await a.run("UPDATE accounts SET name = name WHERE id = -1");
    await read();
    assert.equal(decoded, 2, 'any write to a cached table empties the cache, whatever rows it touched');
    assert.equal(writeMayChangeCache('INSERT INTO rate_limits (key) VALUES (?)'), false);
    assert.equal(writeMayChangeCache('WITH x AS (DELETE FROM accounts RETURNING id) INSERT INTO jobs SELECT * FROM x'), true);
    assert.equal(writeMayChangeCache('UPDATE campaigns SET name = ?'), true);
    assert.equal(writeMayChangeCache('DELETE FROM jobs; DELETE FROM accounts'), true);
  });
});
