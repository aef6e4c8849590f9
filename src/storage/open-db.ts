import type { Config } from '../config/config.js';
import type { Db } from './db.js';
import { SqliteDb } from './sqlite-db.js';

/** The configured database. The PostgreSQL driver is loaded only when it is used (start-up time). */
export async function openDb(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>): Promise<Db> {
  if (!config.databaseUrl) return new SqliteDb(config.sqlitePath);
  const { PgDb } = await import('./pg-db.js');
  return new PgDb(config.databaseUrl);
}
