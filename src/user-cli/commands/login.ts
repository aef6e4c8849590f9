// campaign-platform login: saves the server URL and the account's keys as a named profile in an
// owner-only file, after checking each key against the server. Values come from flags, from a
// demo-credentials.json the server wrote, or (on a terminal) from prompts that do not echo keys.
import fs from 'node:fs';
import readline from 'node:readline';
import type { Command } from 'commander';
import { CampaignPlatform, CampaignPlatformError } from '../../../sdk/src/index.js';
import { CliError, paint, type Ui } from '../output.js';
import { checkUrl, DEFAULT_URL, ENV, profilesFile, readProfiles, writeProfile, type GlobalFlags, type Profile } from '../settings.js';
import type { Context } from '../context.js';

export function registerLogin(program: Command, ctx: Context): void {
  program
    .command('login')
    .description('save the server URL and the account\'s keys as a profile (checked against the server first)')
    .option('--demo-credentials <file>', 'take the keys from the demo-credentials.json a server wrote (e.g. ./data/demo-credentials.json)')
    .option('--no-check', 'save without checking the keys against the server')
    .addHelpText('after', `\nKeys come from the global flags (--account-id, --campaign-api-key, --management-key, --report-key), the environment (${Object.values(ENV).join(', ')}), --demo-credentials, or prompts on a terminal.\nThe profile file is ${profilesFile()} (mode 0600; CAMPAIGN_PLATFORM_CONFIG moves it).\nExample:\n  campaign-platform login --url http://127.0.0.1:8080 --demo-credentials ./data/demo-credentials.json`)
    .action((o: { demoCredentials?: string; check: boolean }) =>
      ctx.run(async (_s, ui) => {
        const flags = ctx.flags();
        const name = flags.profile ?? process.env.CAMPAIGN_PLATFORM_PROFILE ?? 'default';
        const old = readProfiles(profilesFile())[name] ?? {};
        const p = await collect(flags, o.demoCredentials, old, ui);
        if (!p.account_id && !p.campaign_api_key && !p.management_key && !p.report_key) {
          throw new CliError('no key given', 'pass --campaign-api-key and --account-id, --management-key, --report-key, or --demo-credentials FILE', 2);
        }
        checkUrl(p.url!);
        if (o.check) await check(p, ui);
        writeProfile(profilesFile(), name, p);
        if (ui.json) return ui.out(JSON.stringify({ profile: name, file: profilesFile(), url: p.url, account_id: p.account_id ?? null, keys: keyNames(p) }, null, 2));
        ui.out(`${paint(ui, 'green', '✓')} saved profile ${name} (${p.url}; ${keyNames(p).join(', ')}) in ${profilesFile()}`);
        ui.err(`try: campaign-platform${name === 'default' ? '' : ` --profile ${name}`} campaigns list`);
      }, { newProfile: true }),
    );
}

const keyNames = (p: Profile) => (['campaign_api_key', 'management_key', 'report_key'] as const).filter((k) => p[k]);

async function collect(flags: GlobalFlags, demoFile: string | undefined, old: Profile, ui: Ui): Promise<Profile> {
  const env = process.env;
  let demo: Record<string, string> = {};
  if (demoFile) {
    try {
      demo = JSON.parse(fs.readFileSync(demoFile, 'utf8')) as Record<string, string>;
    } catch (e) {
      throw new CliError(`cannot read ${demoFile}: ${(e as Error).message}`, 'the server writes it to DATA_DIR/demo-credentials.json on its first start', 2);
    }
  }
  const p: Profile = {
    url: (flags.url ?? env[ENV.url] ?? old.url ?? DEFAULT_URL).replace(/\/+$/, ''),
    account_id: flags.accountId ?? env[ENV.account_id] ?? demo.account_id ?? old.account_id,
    campaign_api_key: flags.campaignApiKey ?? env[ENV.campaign_api_key] ?? demo.campaign_api_key ?? old.campaign_api_key,
    management_key: flags.managementKey ?? env[ENV.management_key] ?? demo.management_key ?? old.management_key,
    report_key: flags.reportKey ?? env[ENV.report_key] ?? demo.report_key ?? old.report_key,
  };
  const given = Boolean(demoFile || flags.accountId || flags.campaignApiKey || flags.managementKey || flags.reportKey);
  if (!given && process.stdin.isTTY && process.stderr.isTTY && !ui.json) {
    // on a terminal, with nothing given: ask (Enter keeps the value shown, or skips a key)
    p.url = (await ask(`server URL [${p.url}]: `, false)) || p.url;
    if (!p.account_id) p.account_id = (await ask('account id: ', false)) || undefined;
    if (!p.campaign_api_key) p.campaign_api_key = (await ask('campaign API key (for /manage/v1; Enter to skip): ', true)) || undefined;
    if (!p.management_key) p.management_key = (await ask('management key (for suppression lists; Enter to skip): ', true)) || undefined;
    if (!p.report_key) p.report_key = (await ask('report key (Enter to skip): ', true)) || undefined;
  }
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as Profile;
}

/** Reads a line from the terminal; a secret is not echoed. */
function ask(prompt: string, secret: boolean): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    if (secret) (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => void (s.includes(prompt) ? process.stderr.write(prompt) : undefined);
    rl.question(prompt, (answer) => {
      rl.close();
      if (secret) process.stderr.write('\n');
      resolve(answer.trim());
    });
  });
}

/** Each key opens what it is for: a refused key stops the login with what went wrong. */
async function check(p: Profile, ui: Ui): Promise<void> {
  const cp = new CampaignPlatform({ baseUrl: p.url!, userAgent: 'campaign-platform-cli', retry: { attempts: 2 }, credentials: { accountId: p.account_id, campaignApiKey: p.campaign_api_key, managementKey: p.management_key, reportKey: p.report_key } });
  try {
    if (p.campaign_api_key) {
      if (!p.account_id) throw new CliError('a campaign API key needs its account id', 'pass --account-id', 2);
      await cp.manage.GET('/manage/v1/campaign/list', { params: { query: { size: '1' } } });
    }
    if (p.report_key) await cp.reports.rows({ start: 'now', end: 'now', columns: 'day' }, { pageSize: 1 }).next();
    if (p.management_key) {
      // an empty body: a valid key gets 400 (nothing to add, nothing changes), a wrong one 403
      try {
        await cp.suppression.send('add', 'login.check', '');
      } catch (e) {
        if (!(e instanceof CampaignPlatformError && e.status === 400)) throw e;
      }
    }
    if (!ui.json) ui.err(`checked against ${p.url}: ${keyNames(p).join(', ')} accepted`);
  } finally {
    cp.close();
  }
}
