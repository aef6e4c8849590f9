// Issue 9, item 7: the sign-in throttle slows guessers without letting anyone lock a user out.
// Issue 10: its records are in the database, so two processes count the same failures. On both
// engines.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { SignInThrottle } from '../src/core/oauth/sign-in-throttle.js';
import { ManualClock } from '../src/infra/clock.js';
import type { Db } from '../src/storage/db.js';
import { migrate } from '../src/storage/migrate.js';
import { SignInSqlRecords } from '../src/storage/repos/sign-in-sql-records.js';
import { openAgain } from './helpers/connections.js';
import { forEachDatabase } from './helpers/databases.js';

await forEachDatabase('sign-in throttle', (tdb) => {
  let db: Db;
  let other: Db;
  let clock: ManualClock;
  let th: SignInThrottle;
  let n = 0;
  /** A fresh e-mail domain per test so the tests share one database without sharing counts. */
  let d = '';
  before(async () => {
    db = await tdb.open();
    await migrate(db);
    other = await openAgain(db);
  });
  after(async () => {
    await other.close();
    await tdb.cleanup();
  });
  const fresh = () => {
    clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    th = new SignInThrottle(new SignInSqlRecords(db), clock, (x) => `h(${x})`);
    d = `x${++n}.example`;
  };

  it('per address and e-mail: five free failures, then doubling waits; other addresses are not affected', async () => {
    fresh();
    for (let i = 0; i < 5; i++) {
      assert.equal(await th.retryAfterMs(`ann@${d}`, '10.0.0.1', undefined), 0);
      await th.recordFailure(`ann@${d}`, '10.0.0.1');
    }
    assert.equal(await th.retryAfterMs(`ann@${d}`, '10.0.0.1', undefined), 1000);
    assert.equal(await th.retryAfterMs(`ANN@${d} `, '10.0.0.1', undefined), 1000); // same e-mail, any case
    assert.equal(await th.retryAfterMs(`ann@${d}`, '10.0.0.2', undefined), 0); // the owner elsewhere is not held back
    clock.advance(1000);
    await th.recordFailure(`ann@${d}`, '10.0.0.1');
    assert.equal(await th.retryAfterMs(`ann@${d}`, '10.0.0.1', undefined), 2000);
    // a success from that address forgives its failures
    await th.recordSuccess(`ann@${d}`, '10.0.0.1', undefined);
    assert.equal(await th.retryAfterMs(`ann@${d}`, '10.0.0.1', undefined), 0);
  });

  it("a distributed attack on one account throttles unknown sources only: the owner's device and address still get in", async () => {
    fresh();
    await th.recordSuccess(`bob@${d}`, '192.0.2.7', 'device-bob'); // Bob signed in before
    for (let i = 0; i < 60; i++) await th.recordFailure(`bob@${d}`, `203.0.113.${i}`); // a botnet, one try per address
    assert.ok((await th.retryAfterMs(`bob@${d}`, '198.51.100.1', undefined)) > 0, 'a new address is throttled for this account');
    assert.equal(await th.retryAfterMs(`bob@${d}`, '192.0.2.7', undefined), 0, 'the known address is not');
    assert.equal(await th.retryAfterMs(`bob@${d}`, '198.51.100.9', 'device-bob'), 0, 'the known device is not, from anywhere');
    assert.equal(await th.retryAfterMs(`carol@${d}`, '198.51.100.1', undefined), 0, 'other accounts are not');
    clock.advance(15 * 60 * 1000);
    assert.equal(await th.retryAfterMs(`bob@${d}`, '198.51.100.1', undefined), 0, 'the window passes');
  });

  it('one address spraying many accounts is blocked after 100 failures', async () => {
    fresh();
    const ip = `203.0.114.${n}`;
    for (let i = 0; i < 100; i++) await th.recordFailure(`user${i}@${d}`, ip);
    assert.ok((await th.retryAfterMs(`someone@${d}`, ip, undefined)) > 0);
    assert.equal(await th.retryAfterMs(`someone@${d}`, '203.0.115.67', undefined), 0);
  });

  it('two processes share the counts: failures made through one slow down sign-in through the other', async () => {
    fresh();
    const a = th;
    const b = new SignInThrottle(new SignInSqlRecords(other), clock, (x) => `h(${x})`);
    for (let i = 0; i < 3; i++) await a.recordFailure(`dan@${d}`, '10.9.9.9');
    for (let i = 0; i < 2; i++) await b.recordFailure(`dan@${d}`, '10.9.9.9');
    assert.equal(await a.retryAfterMs(`dan@${d}`, '10.9.9.9', undefined), 1000);
    assert.equal(await b.retryAfterMs(`dan@${d}`, '10.9.9.9', undefined), 1000);
    await b.recordSuccess(`dan@${d}`, '10.9.9.9', 'dev-dan');
    assert.equal(await a.retryAfterMs(`dan@${d}`, '10.9.9.9', undefined), 0, 'a success through B forgives through A');
  });

  it('a user keeps at most 20 known sources, the most recent', async () => {
    fresh();
    const records = new SignInSqlRecords(db);
    for (let i = 0; i < 25; i++) {
      clock.advance(1000);
      await th.recordSuccess(`eve@${d}`, `10.1.1.${i}`, undefined);
    }
    const known = await records.known(`eve@${d}`);
    assert.equal(known.length, 20);
    assert.ok(known.includes('i:10.1.1.24') && !known.includes('i:10.1.1.0'));
  });
});
