// The sandbox's reset (issue 11) in SQL: everything, or one account. Files are not deleted here:
// their keys go to blob_sweep (due at once) in the same transaction, and the caller sweeps them,
// so a crash in between leaves nothing the sweep will not find.
import type { SandboxStore } from '../../core/sandbox/sandbox-service.js';
import type { Db, SqlExecutor } from '../db.js';

/** Tables emptied by a full reset, children before parents (foreign keys hold on both engines). */
export const ALL_TABLES = [
  'oauth_codes', 'oauth_refresh_tokens', 'oauth_access_tokens', 'oauth_sessions', 'oauth_interactions', 'oauth_grants',
  'ads', 'creative_set_members', 'creative_set_campaigns', 'creative_sets',
  'upload_files', 'upload_batches', 'assets', 'jobs',
  'postbacks', 'delivery_hourly', 'delivery_daily', 'delivery_campaign_daily', 'delivery_ad_daily', 'delivery_scripted',
  'campaign_sources', 'campaign_daily_stats', 'campaign_countries', 'campaigns',
  'suppression_ids', 'suppression_lists', 'idempotency_keys',
  'oauth_apps', 'users', 'api_keys', 'accounts',
  'rate_limits', 'sign_in_failures', 'sign_in_known',
  // an account id is used again after a reset: its request logs must not be someone else's
  'request_logs', 'request_log_usage',
  // the campaign change log (no foreign key: it outlives its campaigns)
  'campaign_operations',
];

async function sweepLater(x: SqlExecutor, keys: string[]): Promise<void> {
  for (const key of keys) {
    await x.run('INSERT INTO blob_sweep (key, due_at) VALUES (?, 0) ON CONFLICT (key) DO UPDATE SET due_at = 0', [key]);
  }
}

export class SandboxSqlRepo implements SandboxStore {
  constructor(private readonly db: Db) {}

  async resetAll(): Promise<void> {
    await this.db.transaction(async (x) => {
      const keys = (await x.all<{ blob_key: string }>("SELECT blob_key FROM assets WHERE blob_key <> ''")).map((r) => r.blob_key);
      for (const t of ALL_TABLES) await x.run(`DELETE FROM ${t}`);
      // every blob left, including those of uploads still running, is now nobody's
      await x.run('UPDATE blob_sweep SET due_at = 0');
      await sweepLater(x, keys);
      // row ids start at 1 again, so a reset followed by the same requests gives the same ids
      if (x.dialect === 'postgres') {
        const seqs = await x.all<{ name: string }>("SELECT c.relname AS name FROM pg_class c WHERE c.relkind = 'S' AND c.relnamespace = current_schema()::regnamespace");
        for (const s of seqs) await x.run(`ALTER SEQUENCE "${s.name.replace(/"/g, '')}" RESTART`);
      } else if (await x.get("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'")) {
        await x.run('DELETE FROM sqlite_sequence');
      }
    });
  }

  async resetAccount(accountId: number): Promise<boolean> {
    return this.db.transaction(async (x) => {
      if (!(await x.get('SELECT id FROM accounts WHERE id = ?', [accountId]))) return false;
      const keys = (await x.all<{ blob_key: string }>("SELECT blob_key FROM assets WHERE account_id = ? AND blob_key <> ''", [accountId])).map((r) => r.blob_key);
      // tables that refer to the account without a cascading foreign key
      await x.run('DELETE FROM suppression_ids WHERE list_id IN (SELECT id FROM suppression_lists WHERE account_id = ?)', [accountId]);
      await x.run('DELETE FROM idempotency_keys WHERE account_id = ?', [accountId]);
      for (const t of ['request_logs', 'request_log_usage', 'campaign_operations']) await x.run(`DELETE FROM ${t} WHERE account_id = ?`, [accountId]);
      for (const t of ['postbacks', 'delivery_hourly', 'delivery_daily', 'delivery_campaign_daily', 'delivery_ad_daily', 'delivery_scripted']) await x.run(`DELETE FROM ${t} WHERE account_id = ?`, [accountId]);
      await x.run('DELETE FROM sign_in_known WHERE email IN (SELECT email FROM users WHERE account_id = ?)', [accountId]);
      await x.run('DELETE FROM rate_limits WHERE key = ?', [String(accountId)]);
      await x.run('DELETE FROM accounts WHERE id = ?', [accountId]); // cascades to everything else of it
      await sweepLater(x, keys);
      return true;
    });
  }
}
