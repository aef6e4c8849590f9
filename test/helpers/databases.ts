// One suite, every database (the Kysely habit): forEachDatabase runs the given suite once on a
// fresh SQLite file and once on a fresh PostgreSQL schema. PostgreSQL comes from
// TEST_DATABASE_URL (default: the local server at 127.0.0.1:5432, database test). When it is
// unreachable the PostgreSQL half is reported as skipped WITH the reason, and REQUIRE_POSTGRES=1
// (set by .ci/run) turns that into a failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe } from 'node:test';
import pg from 'pg';
import type { Db } from '../../src/storage/db.js';
import { PgDb } from '../../src/storage/pg-db.js';
import { SqliteDb } from '../../src/storage/sqlite-db.js';

export const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Opens a new, empty database (not migrated). */
  open(): Promise<Db>;
  /** Removes everything open() created. */
  cleanup(): Promise<void>;
}

let pgReachable: Promise<string | undefined> | undefined;
/** undefined when reachable, otherwise the reason. */
export function postgresProblem(): Promise<string | undefined> {
  pgReachable ??= (async () => {
    const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      return undefined;
    } catch (e) {
      return `PostgreSQL at ${PG_URL} is not reachable (${(e as Error).message})`;
    } finally {
      await c.end().catch(() => undefined);
    }
  })();
  return pgReachable;
}

export function sqliteDatabase(): TestDatabase {
  const dirs: string[] = [];
  const dbs: Db[] = [];
  return {
    name: 'sqlite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-test-'));
      dirs.push(dir);
      const db = new SqliteDb(path.join(dir, 'test.sqlite'));
      dbs.push(db);
      return db;
    },
    async cleanup() {
      for (const d of dbs) await d.close().catch(() => undefined);
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}

export function postgresDatabase(): TestDatabase {
  const schemas: string[] = [];
  const dbs: Db[] = [];
  return {
    name: 'postgres',
    async open() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      schemas.push(schema);
      const db = new PgDb(PG_URL, { schema });
      await db.ready(); // listening, so the read cache is in use from the first request
      dbs.push(db);
      return db;
    },
    async cleanup() {
      for (const d of dbs) await d.close().catch(() => undefined);
      if (!schemas.length) return;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * Declares `suite` once per database. Inside, use the TestDatabase to open databases; call
 * cleanup in an `after` hook.
 */
export async function forEachDatabase(title: string, suite: (tdb: TestDatabase) => void): Promise<void> {
  describe(`${title} [sqlite]`, () => suite(sqliteDatabase()));
  const problem = await postgresProblem();
  if (problem) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      describe(`${title} [postgres]`, () => {
        throw new Error(`${problem}; REQUIRE_POSTGRES=1 forbids skipping`);
      });
    } else {
      console.log(`# NOTE: ${title} [postgres] NOT RUN: ${problem}`);
      describe(`${title} [postgres]`, { skip: problem }, () => undefined);
    }
    return;
  }
  describe(`${title} [postgres]`, () => suite(postgresDatabase()));
}
