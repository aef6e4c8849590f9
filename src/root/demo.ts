// First start on an empty database: a demo account, with a ready-to-paste curl line per surface.
// Keys are stored hashed, so the plain values are kept in DATA_DIR/demo-credentials.json (mode
// 0600). The secrets themselves are printed once, when the account is created, and only when
// stdout is a terminal (container and CI logs keep what is printed); the curl lines read them
// from the file, so they work on every start without showing them. A key rotated in the console or
// with `campaignctl keys rotate` is written to the file too (demo-credentials.ts); delete the file
// to retire the lines. The account's sample content: src/surfaces/sandbox/demo-content.ts.
import fs from 'node:fs';
import type { Container } from './container.js';
import { demoCredentialsFile, writeDemoCredentials, type DemoCredentials } from './demo-credentials.js';

export type { DemoCredentials };

function file(c: Container): string {
  return demoCredentialsFile(c.config.dataDir);
}

export interface Demo {
  creds: DemoCredentials;
  /** Created by this start (so its secrets may be shown once). */
  created: boolean;
  file: string;
}

export const DEMO_ACCOUNT_NAME = 'Demo account';
/** The second demo account: a shop of type WEB, with its sample catalog (issue 34 item 7). */
export const DEMO_SHOP_NAME = 'Demo shop';

/**
 * The banner's line when this process has no demo credentials to show: on an empty database how
 * to create an account; otherwise what the database already has (a second process on the same
 * PostgreSQL database, or one with another DATA_DIR, must not suggest starting from nothing).
 */
export async function accountsNote(c: Container): Promise<string> {
  const accounts = await c.accounts.listAccounts();
  if (!accounts.length) return '  Create an account with: npx campaignctl accounts create --name "My company"';
  const demo = accounts.find((a) => a.name === DEMO_ACCOUNT_NAME);
  return [
    `  This database has ${accounts.length} account${accounts.length === 1 ? '' : 's'} (npx campaignctl accounts list).`,
    ...(demo
      ? [`  Demo account ${demo.id}: its credentials are in demo-credentials.json in the DATA_DIR of the process that created it.`]
      : []),
    ...accounts.filter((a) => a.name === DEMO_SHOP_NAME).map((s) => `  Demo shop ${s.id} (WEB): its credentials are under "web" in the same file.`),
  ].join('\n');
}

export async function ensureDemo(c: Container): Promise<Demo | undefined> {
  const f = file(c);
  if ((await c.accounts.countAccounts()) > 0) {
    if (!fs.existsSync(f)) return undefined;
    try {
      const creds = JSON.parse(fs.readFileSync(f, 'utf8')) as DemoCredentials;
      // only trust the file when its key still opens the same account (not rotated / other database)
      const id = await c.accounts.authenticateKey('management', creds.management_key);
      return id !== undefined && String(id) === creds.account_id ? { creds, created: false, file: f } : undefined;
    } catch {
      return undefined;
    }
  }
  const { account, campaignApiKey, managementKey, reportKey } = await c.accounts.createAccount(DEMO_ACCOUNT_NAME);
  const password = c.ids.secret('').slice(0, 16);
  const email = `demo+${account.id}@example.com`;
  await c.accounts.createUser(account.id, email, password);
  const { app, clientSecret } = await c.accounts.createOAuthApp({
    accountId: account.id,
    name: 'Demo first-party app',
    kind: 'first-party',
    scopes: 'campaigns:write creatives:write source_bids:write',
  });
  const creds: DemoCredentials = {
    account_id: String(account.id),
    campaign_api_key: campaignApiKey,
    management_key: managementKey,
    report_key: reportKey,
    user_email: email,
    user_password: password,
    client_id: app.clientId,
    client_secret: clientSecret,
  };
  const shop = await c.accounts.createAccount(DEMO_SHOP_NAME, { type: 'WEB' });
  const shopPassword = c.ids.secret('').slice(0, 16);
  const shopEmail = `demo-shop+${shop.account.id}@example.com`;
  await c.accounts.createUser(shop.account.id, shopEmail, shopPassword);
  creds.web = {
    account_id: String(shop.account.id),
    campaign_api_key: shop.campaignApiKey,
    management_key: shop.managementKey,
    report_key: shop.reportKey,
    user_email: shopEmail,
    user_password: shopPassword,
  };
  writeDemoCredentials(c.config.dataDir, creds);
  return { creds, created: true, file: f };
}

/**
 * The start-up lines about the demo account. `showSecrets`: just created, and stdout is a terminal.
 * `now`: the platform clock's time, whose UTC day and the day before are written into the report
 * line as dates (a shell's `date -d yesterday` is GNU only: macOS's date refuses it).
 */
export function demoBanner(base: string, demo: Demo, showSecrets: boolean, now: Date = new Date()): string {
  const d = demo.creds;
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const from = (k: keyof DemoCredentials) => `$(node -p "require('${demo.file.replace(/'/g, "\\'")}').${k}")`;
  const lines = [
    `Demo account ${d.account_id} (an app advertiser, type APP): its keys, sign-in user and app secret are in ${demo.file} (mode 0600).`,
    `Web console: ${base}/console — sign in as ${d.user_email} with the user_password of that file.`,
    ...(d.web
      ? [
          `Demo shop ${d.web.account_id} (a website advertiser, type WEB, with its sample catalog): its keys and sign-in user are under "web" in the same file.`,
          `  Web console as the shop: sign in as ${d.web.user_email} with web.user_password.`,
        ]
      : []),
  ];
  if (showSecrets) {
    lines.push(
      'Created now; shown this once (later starts and non-terminal output only point at the file):',
      `  campaign_api_key  ${d.campaign_api_key}`,
      `  management_key    ${d.management_key}`,
      ...(d.report_key ? [`  report_key        ${d.report_key}`] : []),
      `  sign-in user      ${d.user_email} / ${d.user_password}`,
      `  first-party app   client_id ${d.client_id}  client_secret ${d.client_secret}`,
      ...(d.web ? [`  shop (WEB)        campaign_api_key ${d.web.campaign_api_key}  report_key ${d.web.report_key}  sign-in ${d.web.user_email} / ${d.web.user_password}`] : []),
    );
  }
  lines.push(
    '',
    'Try each surface (the lines read the credentials from that file):',
    '  # suppression list: add two advertising ids to an app',
    `  curl -X POST "${base}/suppressionApps?api_key=${from('management_key')}&package_name=com.example.app" --data-binary $'6f9619ff-8b86-d011-b42d-00c04fc964ff\\n1b4e28ba-2fa1-11d2-883f-0016d3cca427'`,
    '  # second generation (/manage/v1): list campaigns',
    `  curl "${base}/manage/v1/campaign/list?account_id=${d.account_id}" -H "Authorization: ${from('campaign_api_key')}"`,
    '  # first generation (/campaign_management/v1): get a token, then list campaigns',
    `  TOKEN=$(curl -s -X POST '${base}/oauth/v1/access_token' -d client_id=${d.client_id} -d client_secret=${from('client_secret')} -d grant_type=client_credentials -d scope=campaigns:read | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
    `  curl '${base}/campaign_management/v1/campaigns' -H "Authorization: Bearer $TOKEN"`,
    ...(d.report_key
      ? [`  # reporting: ${yesterday} and ${today} (UTC) by campaign`, `  curl "${base}/report?api_key=${from('report_key')}&report_type=advertiser&start=${yesterday}&end=${today}&columns=day,campaign,impressions,installs,cost&format=json"`]
      : []),
    ...(d.web
      ? [
          "  # the shop (WEB): its campaigns and its catalogs through /manage/v1",
          `  curl "${base}/manage/v1/campaign/catalog_info?account_id=${d.web.account_id}" -H "Authorization: ${from('web.campaign_api_key' as keyof DemoCredentials)}"`,
        ]
      : []),
  );
  return lines.join('\n');
}
