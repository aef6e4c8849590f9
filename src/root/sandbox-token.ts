// The bearer token of /_sandbox/* when SANDBOX_TOKEN is not set: generated once and kept in
// DATA_DIR/sandbox-token (mode 0600), so restarts and `campaignctl sandbox` use the same one.
// Like the demo credentials (demo.ts), the token itself is printed only once, when this start
// generated it, and only when stdout is a terminal: container and CI logs keep what is printed,
// so otherwise the banner says where the token is kept and how to read it (issue 22, item 9).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function sandboxTokenFile(dataDir: string): string {
  return path.join(dataDir, 'sandbox-token');
}

/** The kept token, or a new one written to the file; `created` when this call generated it. */
export function ensureSandboxToken(dataDir: string): { token: string; created: boolean } {
  const file = sandboxTokenFile(dataDir);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return { token: kept, created: false };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const token = `sbx_${randomBytes(24).toString('base64url')}`;
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, created: true };
}

/**
 * The banner line of the sandbox token. A token given in SANDBOX_TOKEN is the user's own: named,
 * never shown. A generated one is shown only when `showSecret` (just generated, stdout a terminal);
 * otherwise the line reads it from its file, which works on every start without showing it.
 */
export function sandboxTokenBanner(o: { given: boolean; token: string; file: string; showSecret: boolean }): string {
  if (o.given) return '  Authorization: Bearer <SANDBOX_TOKEN>';
  if (o.showSecret) return `  Authorization: Bearer ${o.token}   (shown once; kept in ${o.file}, mode 0600)`;
  return `  Authorization: Bearer $(cat '${o.file.replace(/'/g, "'\\''")}')   (the token is kept in ${o.file}, mode 0600)`;
}
