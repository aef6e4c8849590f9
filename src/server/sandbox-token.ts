// The bearer token of /_sandbox/* when SANDBOX_TOKEN is not set: generated once and kept in
// DATA_DIR/sandbox-token (mode 0600), so restarts and `campaignctl sandbox` use the same one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function sandboxTokenFile(dataDir: string): string {
  return path.join(dataDir, 'sandbox-token');
}

export function ensureSandboxToken(dataDir: string): string {
  const file = sandboxTokenFile(dataDir);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const token = `sbx_${randomBytes(24).toString('base64url')}`;
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
