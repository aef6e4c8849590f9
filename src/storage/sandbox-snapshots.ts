// Sandbox snapshots (issue 11): the whole state, rows and files, written under
// DATA_DIR/sandbox-snapshots/<name>/ (rows.json, blobs/<key>), on either engine and either blob
// store. Restore = full reset, then the rows (with their ids) and files back; PostgreSQL sequences
// are moved past the restored ids. For development-sized data: rows are held in memory as JSON.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../core/assets/blob-store.js';
import { DomainError, invalid, notFound } from '../core/shared/errors.js';
import type { SnapshotInfo, SnapshotStore } from '../core/sandbox/sandbox-service.js';
import type { Db } from './db.js';
import { ALL_TABLES } from './repos/sandbox-sql-repo.js';

const NAME_RE = /^[A-Za-z0-9._-]{1,64}$/;
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

  private dir(name: string): string {
    if (typeof name !== 'string' || !NAME_RE.test(name)) throw invalid('name', 'must be 1-64 letters, digits, ".", "_" or "-"');
    return path.join(this.root, name);
  }

  async save(name: string, at: Date): Promise<SnapshotInfo> {
    const dir = this.dir(name);
    if (fs.existsSync(dir)) throw new DomainError('conflict', `name: a snapshot named ${name} exists (delete it first)`, { field: 'name', rule: 'must be unused' });
    const tmp = `${dir}.part-${process.pid}`;
    await fsp.rm(tmp, { recursive: true, force: true });
    await fsp.mkdir(path.join(tmp, 'blobs'), { recursive: true });
    try {
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
        await pipeline(await this.blobs.openRead(key), fs.createWriteStream(path.join(tmp, 'blobs', key)));
        blobCount++;
      }
      const info: SnapshotInfo = { name, created_at: at.toISOString(), rows: Object.values(tables).reduce((n, r) => n + r.length, 0), files: blobCount };
      await fsp.writeFile(path.join(tmp, 'rows.json'), JSON.stringify({ info, tables }));
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
      if (!NAME_RE.test(name)) continue; // .part directories of a snapshot being written
      try {
        const head = JSON.parse(await fsp.readFile(path.join(this.root, name, 'rows.json'), 'utf8')) as { info: SnapshotInfo };
        out.push(head.info);
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
      if (key) await this.blobs.put(fs.createReadStream(path.join(dir, 'blobs', key)), { key });
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

  async remove(name: string): Promise<void> {
    const dir = this.dir(name);
    if (!fs.existsSync(dir)) throw notFound(`snapshot ${name}`);
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
