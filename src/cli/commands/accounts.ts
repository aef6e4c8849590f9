import type { Command } from 'commander';
import { KEY_KINDS, type KeyKind } from '../../core/accounts/model.js';
import { parseAccountId, print, withContainer, type CliOutput } from '../context.js';

export function registerAccountCommands(program: Command, out: () => CliOutput): void {
  const accounts = program.command('accounts').description('advertiser accounts');
  accounts
    .command('create')
    .description('create an account and print its keys (shown once; only hashes are stored)')
    .requiredOption('--name <name>', 'account name')
    .option('--type <type>', 'APP (an app advertiser, the default) or WEB (a website); fixed for the life of the account', 'APP')
    .action((o: { name: string; type: string }) =>
      withContainer(async (c) => {
        const r = await c.accounts.createAccount(o.name, { type: o.type });
        print(out(), { account_id: String(r.account.id), name: r.account.name, type: r.account.type, campaign_api_key: r.campaignApiKey, management_key: r.managementKey, report_key: r.reportKey });
      }),
    );
  accounts
    .command('list')
    .description('list accounts')
    .action(() =>
      withContainer(async (c) => {
        const list = await c.accounts.listAccounts();
        print(out(), list.map((a) => ({ account_id: String(a.id), name: a.name, type: a.type, created_at: a.createdAt.toISOString() })));
      }),
    );

  program
    .command('keys')
    .description('API keys')
    .command('rotate')
    .description('issue a new key of a kind; the old key stops working at once')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--kind <kind>', 'campaign (for /manage/v1), management (for suppression) or report (for GET /report)')
    .action((o: { account: string; kind: string }) =>
      withContainer(async (c) => {
        const kind = KEY_KINDS.find((k) => k === o.kind);
        if (!kind) throw new Error('--kind must be campaign, management or report');
        const key = await c.accounts.rotateKey(parseAccountId(o.account), kind);
        print(out(), { account_id: o.account, kind, [KEY_FIELD[kind]]: key });
      }),
    );

  program
    .command('users')
    .description('people who sign in to the web console and approve OAuth apps')
    .command('create')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--email <email>', 'e-mail address (sign-in name)')
    .requiredOption('--password <password>', 'password, at least 8 characters')
    .action((o: { account: string; email: string; password: string }) =>
      withContainer(async (c) => {
        const u = await c.accounts.createUser(parseAccountId(o.account), o.email, o.password);
        print(out(), { user_id: String(u.id), account_id: String(u.accountId), email: u.email });
      }),
    );

  const apps = program.command('oauth-apps').description('OAuth applications');
  apps
    .command('create')
    .description('register an OAuth app and print its client id and secret (the secret is shown once)')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--name <name>', 'app name shown on the consent page')
    .requiredOption('--kind <kind>', 'first-party or third-party')
    .requiredOption('--scopes <scopes>', 'space-separated scopes, e.g. "campaigns:write creatives:read"')
    .option('--redirect-uri <url>', 'redirect URI (third-party apps; matched exactly)')
    .action((o: { account: string; name: string; kind: string; scopes: string; redirectUri?: string }) =>
      withContainer(async (c) => {
        const { app, clientSecret } = await c.accounts.createOAuthApp({
          accountId: parseAccountId(o.account),
          name: o.name,
          kind: o.kind as 'first-party',
          scopes: o.scopes,
          redirectUri: o.redirectUri,
        });
        print(out(), {
          client_id: app.clientId,
          client_secret: clientSecret,
          account_id: String(app.accountId),
          name: app.name,
          kind: app.kind,
          scopes: app.scopes.join(' '),
          redirect_uri: app.redirectUri,
        });
      }),
    );
  apps
    .command('list')
    .requiredOption('--account <id>', 'account id')
    .action((o: { account: string }) =>
      withContainer(async (c) => {
        const list = await c.accounts.listOAuthApps(parseAccountId(o.account));
        print(out(), list.map((a) => ({ client_id: a.clientId, name: a.name, kind: a.kind, scopes: a.scopes.join(' '), redirect_uri: a.redirectUri ?? '' })));
      }),
    );
}

/** The name each kind of key has in the CLI's output (and in the demo credentials file). */
const KEY_FIELD: Record<KeyKind, string> = { campaign: 'campaign_api_key', management: 'management_key', report: 'report_key' };
