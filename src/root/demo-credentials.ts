// DATA_DIR/demo-credentials.json: the demo account's plain keys and secrets (mode 0600), which the
// start banner's curl lines read. Kept current when one of its keys is rotated (console or
// `campaignctl keys rotate`, in any process on this DATA_DIR), so those lines keep working.
import fs from 'node:fs';
import path from 'node:path';
import type { KeyKind } from '../core/accounts/model.js';

export interface DemoCredentials {
  account_id: string;
  campaign_api_key: string;
  management_key: string;
  /** Absent in files written before report keys existed. */
  report_key?: string;
  user_email: string;
  user_password: string;
  client_id: string;
  client_secret: string;
}

export const demoCredentialsFile = (dataDir: string): string => path.join(dataDir, 'demo-credentials.json');

const FIELD: Record<KeyKind, 'campaign_api_key' | 'management_key' | 'report_key'> = { campaign: 'campaign_api_key', management: 'management_key', report: 'report_key' };

/** Writes the file whole (temporary file, then rename): a reader never sees half of it. */
export function writeDemoCredentials(dataDir: string, creds: DemoCredentials): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const f = demoCredentialsFile(dataDir);
  const tmp = `${f}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(creds, null, 2) + '\n', { mode: 0o600 });
  fs.renameSync(tmp, f);
}

/** After a key rotation: when the file holds this account's credentials, it gets the new key. */
export function updateDemoCredentials(dataDir: string, accountId: number, kind: KeyKind, key: string): void {
  const f = demoCredentialsFile(dataDir);
  let creds: DemoCredentials;
  try {
    creds = JSON.parse(fs.readFileSync(f, 'utf8')) as DemoCredentials;
  } catch {
    return; // no demo file here (or not ours to read): nothing to keep current
  }
  if (creds.account_id !== String(accountId)) return;
  writeDemoCredentials(dataDir, { ...creds, [FIELD[kind]]: key });
}
