// A second, independent connection to the database a test opened (as another process would have).
import type { Db } from '../../src/storage/db.js';
import { PgDb } from '../../src/storage/pg-db.js';
import { SqliteDb } from '../../src/storage/sqlite-db.js';
import { PG_URL } from './databases.js';

/** Where the database is, for a child process: { sqlite: path } or { schema } on PG_URL. */
export async function locate(db: Db): Promise<{ sqlite?: string; pgUrl?: string; schema?: string }> {
  if (db instanceof SqliteDb) return { sqlite: db.raw.name };
  const r = await db.get<{ s: string }>('SELECT current_schema() AS s');
  return { pgUrl: PG_URL, schema: r!.s };
}

export async function openAgain(db: Db): Promise<Db> {
  const where = await locate(db);
  if (where.sqlite) return new SqliteDb(where.sqlite);
  const again = new PgDb(where.pgUrl!, { schema: where.schema! });
  await again.ready();
  return again;
}
