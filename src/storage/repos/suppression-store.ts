import type { Clock } from '../../core/shared/ports.js';
import type { SuppressionStore } from '../../core/suppression/suppression-store.js';
import type { Db } from '../db.js';
import type { PgDb } from '../pg-db.js';
import { SqliteDb } from '../sqlite-db.js';
import { SqliteSuppressionStore } from './suppression-sqlite-store.js';

/**
 * The suppression store for this database: each engine has its own bulk path. The PostgreSQL
 * one (and its COPY driver) is loaded only on PostgreSQL, to keep SQLite start-up short.
 */
export async function suppressionStoreFor(db: Db, clock: Clock): Promise<SuppressionStore> {
  if (db instanceof SqliteDb) return new SqliteSuppressionStore(db, clock);
  if (db.dialect === 'postgres') {
    const { PgSuppressionStore } = await import('./suppression-pg-store.js');
    return new PgSuppressionStore(db as PgDb, clock);
  }
  throw new Error(`no suppression store for database dialect ${db.dialect}`);
}
