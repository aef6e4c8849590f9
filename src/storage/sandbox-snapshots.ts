// Sandbox snapshots (issue 11): the whole state, rows and files, written under
// DATA_DIR/sandbox-snapshots/<name>/ (info.json, blobs/<key>, and the rows), on either engine and
// either blob store.
// - SQLite in a file: the rows are a copy of the database (db.sqlite, VACUUM INTO), and a restore
//   writes its pages back with the backup API (replace()): a 1,000,000-id suppression list comes
//   back in well under a second, where deleting and inserting its rows takes seconds. The copy
//   holds the schema too: a snapshot of another schema version is refused, not restored.
// - PostgreSQL (and in-memory SQLite): rows.json; restore = full reset, then the rows (with their
//   ids) and files back; sequences are moved past the restored ids. Rows are held in memory as
//   JSON while saved or loaded: for development-sized data.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../core/assets/blob-store.js';
import { DomainError, notFound } from '../core/shared/errors.js';
import type { SnapshotInfo, SnapshotStore } from '../core/sandbox/sandbox-service.js';
import type { Db } from './db.js';
import { SqliteDb } from './sqlite-db.js';
import Database from 'better-sqlite3';
import { ALL_TABLES } from './repos/sandbox-sql-repo.js';
import { checkSnapshotName, isSnapshotName } from '../core/sandbox/snapshot-name.js';
import { childPath } from './contained-path.js';

/** A stored file's key (the blob stores' own rule): the only names written under blobs/. */
const BLOB_KEY_RE = /^[0-9a-f]{32}$/;
const ROWS_PER_INSERT = 200;

type Row = Record<string, unknown>;

function encode(v: unknown): unknown {
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return { $b64: Buffer.from(v).toString('base64') };
  if (v instanceof Date) return v.toISOString();
  return v;
}
function decode(v: unknown): unknown {
  if (v && typeof v === 'object' && '$b64' in (v as Row)) return Buffer.from(String((v as Row).$b64), 'base64');
  return v;
}

export class SandboxSnapshots implements SnapshotStore {
  private readonly root: string;

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    dataDir: string,
  ) {
    this.root = path.join(dataDir, 'sandbox-snapshots');
  }

  /** The snapshot's directory: a 400 for a name outside the rule, and never anything but a direct child of the root. */
  private dir(name: string): string {
    return childPath(this.root, checkSnapshotName(name));
  }

  /** Where a snapshot being written is gathered: a dot name no snapshot can have (the rule refuses a leading dot). */
  private workDir(name: string): string {
    return childPath(this.root, `.part-${checkSnapshotName(name)}-${process.pid}`);
  }

  async save(name: string, at: Date): Promise<SnapshotInfo> {
    const dir = this.dir(name);
    if (fs.existsSync(dir)) throw new DomainError('conflict', `name: a snapshot named ${name} exists (delete it first)`, { field: 'name', rule: 'must be unused' });
    const tmp = this.workDir(name);
    await fsp.rm(tmp, { recursive: true, force: true });
    await fsp.mkdir(path.join(tmp, 'blobs'), { recursive: true });
    try {
      const file = this.sqliteFile();
      if (file) return await this.saveCopy(name, at, tmp, dir);
      // one transaction: a consistent view of every table
      const tables = await this.db.transaction(async (x) => {
        const out: Record<string, Row[]> = {};
        for (const t of ALL_TABLES) out[t] = (await x.all<Row>(`SELECT * FROM ${t}`)).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, encode(v)])));
        return out;
      });
      let blobCount = 0;
      for (const r of tables.assets ?? []) {
        const key = String(r.blob_key ?? '');
        if (!key) continue;
        await pipeline(await this.blobs.openRead(key), fs.createWriteStream(blobFile(tmp, key)));
        blobCount++;
      }
      const info: SnapshotInfo = { name, created_at: at.toISOString(), rows: Object.values(tables).reduce((n, r) => n + r.length, 0), files: blobCount };
      await fsp.writeFile(path.join(tmp, 'rows.json'), JSON.stringify({ info, tables }));
      await fsp.writeFile(path.join(tmp, 'info.json'), JSON.stringify(info));
      await fsp.rename(tmp, dir);
      return info;
    } catch (e) {
      await fsp.rm(tmp, { recursive: true, force: true });
      throw e;
    }
  }

  async list(): Promise<SnapshotInfo[]> {
    if (!fs.existsSync(this.root)) return [];
    const out: SnapshotInfo[] = [];
    for (const name of (await fsp.readdir(this.root)).sort()) {
      if (!isSnapshotName(name)) continue; // .part directories of a snapshot being written
      try {
        const dir = childPath(this.root, name);
        const infoFile = path.join(dir, 'info.json');
        // (rows.json of a snapshot written before info.json existed)
        out.push(fs.existsSync(infoFile) ? (JSON.parse(await fsp.readFile(infoFile, 'utf8')) as SnapshotInfo) : (JSON.parse(await fsp.readFile(path.join(dir, 'rows.json'), 'utf8')) as { info: SnapshotInfo }).info);
      } catch {
        // unreadable: not listed
      }
    }
    return out;
  }

  /** Loads the rows and files of a snapshot into an EMPTY platform (the caller resets first). */
  async load(name: string): Promise<SnapshotInfo> {
    const dir = this.dir(name);
    let doc: { info: SnapshotInfo; tables: Record<string, Row[]> };
    try {
      doc = JSON.parse(await fsp.readFile(path.join(dir, 'rows.json'), 'utf8'));
    } catch {
      throw notFound(`snapshot ${name}`);
    }
    // files first: a row never points at a missing file
    for (const r of doc.tables.assets ?? []) {
      const key = String(r.blob_key ?? '');
      if (key) await this.blobs.put(fs.createReadStream(blobFile(dir, key)), { key });
    }
    await this.db.transaction(async (x) => {
      for (const t of [...ALL_TABLES].reverse()) {
        const rows = doc.tables[t] ?? [];
        if (!rows.length) continue;
        const cols = Object.keys(rows[0]!);
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
          const batch = rows.slice(i, i + ROWS_PER_INSERT);
          const marks = `(${cols.map(() => '?').join(', ')})`;
          await x.run(`INSERT INTO ${t} (${cols.join(', ')}) VALUES ${batch.map(() => marks).join(', ')}`, batch.flatMap((r) => cols.map((c) => decode(r[c]))));
        }
      }
      if (x.dialect === 'postgres') {
        // sequences past the restored ids
        const seqs = await x.all<{ t: string; c: string; s: string }>(
          `SELECT t.relname AS t, a.attname AS c, s.relname AS s FROM pg_class s JOIN pg_depend d ON d.objid = s.oid
           JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
           WHERE s.relkind = 'S' AND s.relnamespace = current_schema()::regnamespace`,
        );
        for (const q of seqs) await x.run(`SELECT setval('"${q.s}"', GREATEST((SELECT COALESCE(MAX("${q.c}"), 0) FROM "${q.t}"), 1), (SELECT COUNT(*) > 0 FROM "${q.t}"))`);
      }
    });
    return doc.info;
  }

  /** The SQLite database file when the platform runs on one (the page-copy path), else undefined. */
  private sqliteFile(): string | undefined {
    return this.db instanceof SqliteDb ? this.db.file : undefined;
  }

  private async saveCopy(name: string, at: Date, tmp: string, dir: string): Promise<SnapshotInfo> {
    const copy = path.join(tmp, 'db.sqlite');
    await (this.db as SqliteDb).copyTo(copy);
    // what the copy holds, read from the copy itself
    const snap = new Database(copy, { readonly: true });
    let keys: string[];
    let rows = 0;
    let schema: string;
    try {
      keys = (snap.prepare("SELECT blob_key FROM assets WHERE blob_key <> ''").all() as { blob_key: string }[]).map((r) => r.blob_key);
      for (const t of ALL_TABLES) rows += Number((snap.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n);
      schema = schemaOf(snap.prepare('SELECT id FROM schema_migrations ORDER BY id').all() as { id: number }[]);
    } finally {
      snap.close();
    }
    for (const key of keys) await pipeline(await this.blobs.openRead(key), fs.createWriteStream(blobFile(tmp, key)));
    const info: SnapshotInfo = { name, created_at: at.toISOString(), rows, files: keys.length };
    await fsp.writeFile(path.join(tmp, 'info.json'), JSON.stringify({ ...info, schema }));
    await fsp.rename(tmp, dir);
    return info;
  }

  /**
   * The fast path (SQLite in a file, a snapshot with db.sqlite): replaces every row and file of the
   * platform with the snapshot's at once. Undefined when this snapshot or database cannot take it:
   * the caller resets and load()s instead.
   */
  async replace(name: string): Promise<SnapshotInfo | undefined> {
    const dir = this.dir(name);
    const copy = path.join(dir, 'db.sqlite');
    if (!fs.existsSync(copy)) return undefined;
    // (checked before anything is touched: the caller's fallback would reset first)
    if (!this.sqliteFile()) throw new DomainError('conflict', `snapshot ${name} is a copy of a SQLite database file: restore it on a server running on a SQLite file (this one runs on ${this.db.dialect === 'postgres' ? 'PostgreSQL' : 'an in-memory database'})`, { field: 'name', rule: 'a snapshot taken on this kind of database' });
    const stored = JSON.parse(await fsp.readFile(path.join(dir, 'info.json'), 'utf8')) as SnapshotInfo & { schema: string };
    const live = schemaOf(await this.db.all<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id'));
    if (stored.schema !== live) throw new DomainError('conflict', `snapshot ${name} was taken with another database schema (migrations ${stored.schema}; this server: ${live}): take it again`, { field: 'name', rule: 'a snapshot of this schema version' });
    // files first: a row never points at a missing file
    const snap = new Database(copy, { readonly: true });
    let keys: string[];
    try {
      keys = (snap.prepare("SELECT blob_key FROM assets WHERE blob_key <> ''").all() as { blob_key: string }[]).map((r) => r.blob_key);
    } finally {
      snap.close();
    }
    const before = (await this.db.all<{ k: string }>("SELECT blob_key AS k FROM assets WHERE blob_key <> '' UNION SELECT key AS k FROM blob_sweep")).map((r) => r.k);
    for (const key of keys) await this.blobs.put(fs.createReadStream(blobFile(dir, key)), { key });
    await (this.db as SqliteDb).replaceWith(copy);
    // the files of the state replaced, and of its unfinished uploads, are nobody's now: swept
    const kept = new Set(keys);
    const gone = before.filter((k) => !kept.has(k));
    if (gone.length) {
      await this.db.transaction(async (x) => {
        for (const key of gone) await x.run('INSERT INTO blob_sweep (key, due_at) VALUES (?, 0) ON CONFLICT (key) DO UPDATE SET due_at = 0', [key]);
      });
    }
    const { schema: _schema, ...info } = stored;
    return info;
  }

  async remove(name: string): Promise<void> {
    const dir = this.dir(name);
    if (!fs.existsSync(dir)) throw notFound(`snapshot ${name}`);
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** A stored file inside a snapshot: only a blob key's shape, and only inside its blobs/ directory. */
function blobFile(snapshotDir: string, key: string): string {
  if (!BLOB_KEY_RE.test(key)) throw new Error(`refused blob key ${JSON.stringify(key)} in a snapshot`);
  return childPath(path.join(snapshotDir, 'blobs'), key);
}

/** The applied migrations, as a snapshot records them ("1,2,...,12"). */
function schemaOf(rows: { id: number }[]): string {
  return rows.map((r) => String(r.id)).join(',');
}
