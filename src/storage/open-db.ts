import type { Config } from '../config/config.js';
import type { Db } from './db.js';
import { PgDb } from './pg-db.js';
import { SqliteDb } from './sqlite-db.js';

export function openDb(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>): Db {
  return config.databaseUrl ? new PgDb(config.databaseUrl) : new SqliteDb(config.sqlitePath);
}
