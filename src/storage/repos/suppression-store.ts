import type { Clock } from '../../core/shared/ports.js';
import type { SuppressionStore } from '../../core/suppression/suppression-store.js';
import type { Db } from '../db.js';
import { PgDb } from '../pg-db.js';
import { SqliteDb } from '../sqlite-db.js';
import { PgSuppressionStore } from './suppression-pg-store.js';
import { SqliteSuppressionStore } from './suppression-sqlite-store.js';

/** The suppression store for this database: each engine has its own bulk path. */
export function suppressionStoreFor(db: Db, clock: Clock): SuppressionStore {
  if (db instanceof SqliteDb) return new SqliteSuppressionStore(db, clock);
  if (db instanceof PgDb) return new PgSuppressionStore(db, clock);
  throw new Error(`no suppression store for database dialect ${db.dialect}`);
}
