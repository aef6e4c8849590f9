// Sign-in failures and known sources (core/oauth/sign-in-throttle.ts) in the database, shared by
// every process. Sign-in is rare next to API traffic: plain statements suffice.
import type { SignInRecords } from '../../core/oauth/sign-in-throttle.js';
import type { Db } from '../db.js';

export class SignInSqlRecords implements SignInRecords {
  constructor(private readonly db: Db) {}

  async failures(keys: readonly string[], since: number, limit: number): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    for (const key of keys) {
      const rows = await this.db.all<{ at: number }>('SELECT at FROM sign_in_failures WHERE key = ? AND at >= ? ORDER BY at DESC, id DESC LIMIT ?', [key, since, limit]);
      out.set(key, rows.map((r) => Number(r.at)).reverse());
    }
    return out;
  }

  async addFailure(keys: readonly string[], at: number): Promise<void> {
    await this.db.run(`INSERT INTO sign_in_failures (key, at) VALUES ${keys.map(() => '(?, ?)').join(', ')}`, keys.flatMap((k) => [k, at]));
  }

  async forgetFailures(key: string): Promise<void> {
    await this.db.run('DELETE FROM sign_in_failures WHERE key = ?', [key]);
  }

  async known(email: string): Promise<string[]> {
    const rows = await this.db.all<{ mark: string }>('SELECT mark FROM sign_in_known WHERE email = ?', [email]);
    return rows.map((r) => r.mark);
  }

  async remember(email: string, marks: readonly string[], at: number, keep: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const mark of marks) {
        await tx.run('INSERT INTO sign_in_known (email, mark, at) VALUES (?, ?, ?) ON CONFLICT (email, mark) DO UPDATE SET at = excluded.at', [email, mark, at]);
      }
      const stale = await tx.all<{ mark: string }>('SELECT mark FROM sign_in_known WHERE email = ? ORDER BY at DESC, mark LIMIT -1 OFFSET ?'.replace('LIMIT -1', tx.dialect === 'postgres' ? 'LIMIT ALL' : 'LIMIT -1'), [email, keep]);
      for (const r of stale) await tx.run('DELETE FROM sign_in_known WHERE email = ? AND mark = ?', [email, r.mark]);
    });
  }

  async sweep(before: number): Promise<void> {
    await this.db.run('DELETE FROM sign_in_failures WHERE at < ?', [before]);
  }
}
