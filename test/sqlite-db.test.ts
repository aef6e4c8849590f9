// SqliteDb's one connection behind a FIFO lock, with reads run at once when it is free
// (sqlite-db.ts): a statement issued while a transaction is open must wait for it and see its
// result, never slip into it; a rolled-back transaction leaves nothing behind.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SqliteDb } from '../src/storage/sqlite-db.js';

describe('SqliteDb lock', () => {
  let dir: string;
  let db: SqliteDb;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-sqlite-lock-'));
    db = new SqliteDb(path.join(dir, 'lock.sqlite'));
    await db.run('CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)');
  });
  after(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a read while the connection is free runs before the caller even awaits it', async () => {
    await db.run('INSERT INTO t (k, v) VALUES (?, ?)', ['free', 1]);
    const p = db.get<{ v: number }>('SELECT v FROM t WHERE k = ?', ['free']);
    // Changed synchronously right after the call: a read that ran at once saw the old value.
    db.raw.prepare('UPDATE t SET v = 2 WHERE k = ?').run('free');
    assert.equal((await p)!.v, 1);
  });

  test('statements issued during a transaction wait for it and see what it committed, in order', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const tx = db.transaction(async (x) => {
      await x.run('INSERT INTO t (k, v) VALUES (?, ?)', ['tx', 10]);
      await gate;
      await x.run('UPDATE t SET v = 11 WHERE k = ?', ['tx']);
      order.push('commit');
    });
    const read = db.get<{ v: number }>('SELECT v FROM t WHERE k = ?', ['tx']).then((r) => (order.push('read'), r));
    const cached = Promise.resolve(db.getCached('SELECT v FROM t WHERE k = ?', ['tx'], (r) => Number(r.v))).then((v) => (order.push('cached'), v));
    const write = db.run('UPDATE t SET v = v + 1 WHERE k = ?', ['tx']).then(() => order.push('write'));
    await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(order, [], 'nothing ran inside the open transaction');
    release();
    await Promise.all([tx, read, cached, write]);
    assert.deepEqual(order, ['commit', 'read', 'cached', 'write']);
    assert.equal((await read)!.v, 11);
    assert.equal(await cached, 11);
    assert.equal((await db.get<{ v: number }>('SELECT v FROM t WHERE k = ?', ['tx']))!.v, 12);
  });

  test('a failed transaction is rolled back and the next statement runs normally', async () => {
    await assert.rejects(
      db.transaction(async (x) => {
        await x.run('INSERT INTO t (k, v) VALUES (?, ?)', ['gone', 1]);
        throw new Error('boom');
      }),
      /boom/,
    );
    assert.equal(await db.get('SELECT v FROM t WHERE k = ?', ['gone']), undefined);
    assert.equal(db.raw.inTransaction, false);
  });

  test('a cached read is refreshed by a write of this connection and by a commit of another', async () => {
    await db.run('INSERT INTO t (k, v) VALUES (?, ?)', ['c', 1]);
    const read = () => db.getCached('SELECT v FROM t WHERE k = ?', ['c'], (r) => ({ v: Number(r.v) }));
    const first = await read();
    assert.equal(await read(), first, 'the second read is answered from the cache');
    await db.run('UPDATE t SET v = 2 WHERE k = ?', ['c']);
    assert.equal((await read())!.v, 2);
    const other = new SqliteDb(path.join(dir, 'lock.sqlite'));
    try {
      await other.run('UPDATE t SET v = 3 WHERE k = ?', ['c']);
    } finally {
      await other.close();
    }
    // The other connection's commit is seen from the next event-loop turn on.
    await new Promise((r) => setImmediate(r));
    assert.equal((await read())!.v, 3);
  });

  test('a missing row is not cached', async () => {
    const read = () => db.getCached('SELECT v FROM t WHERE k = ?', ['later'], (r) => Number(r.v));
    assert.equal(await read(), undefined);
    db.raw.prepare('INSERT INTO t (k, v) VALUES (?, ?)').run('later', 5);
    assert.equal(await read(), 5);
  });
});
