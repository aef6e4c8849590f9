import type { Db } from './db.js';
import { ddlTypes } from './db.js';
import { migrations as all } from './migrations/index.js';
import type { Migration } from './migrations/types.js';

/** Applies every migration not yet recorded. Safe to call from several processes at once. */
export async function migrate(db: Db, list: Migration[] = all): Promise<number[]> {
  const t = ddlTypes(db.dialect);
  await db.run(`CREATE TABLE IF NOT EXISTS schema_migrations (id ${t.int} PRIMARY KEY, name ${t.text} NOT NULL, applied_at ${t.bigint} NOT NULL)`);
  const applied: number[] = [];
  const body = async () => {
    for (const m of [...list].sort((a, b) => a.id - b.id)) {
      const done = await db.transaction(async (tx) => {
        if (db.dialect === 'postgres') {
          // serialise concurrent starters (server and a worker/CLI started together)
          await tx.run('SELECT pg_advisory_xact_lock(727274)');
        }
        const row = await tx.get('SELECT id FROM schema_migrations WHERE id = ?', [m.id]);
        if (row) return false;
        for (const stmt of m.up(t, db.dialect)) await tx.run(stmt);
        await tx.run('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)', [m.id, m.name, Date.now()]);
        return true;
      });
      if (done) applied.push(m.id);
    }
  };
  await body();
  return applied;
}

