// POST /_sandbox/seed and SANDBOX_SEED_FILE (issue 11): a fixture document of accounts with their
// users, OAuth apps, campaigns, library assets (generated valid media of the named type and size),
// creative sets and suppression ids. Everything after the account goes through the surfaces' own
// handlers (fastify inject), so a fixture obeys exactly the rules a client does and no rule is
// written twice; campaigns and creative sets, the bulk of a fixture, take their create route's own
// steps directly (its schema, the text rule, the handler's function) and any body those would not
// pass is sent through the route itself, so its error reads exactly as the API's. Idempotent: each thing is found by its identity (account: its fixed campaign API
// key or its name; user: e-mail; app, campaign, asset, creative set: name within the account)
// and only what is missing is made, so seeding the same document twice changes nothing.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError, invalid, isDomainError } from '../../core/shared/errors.js';
import { FILE_ASSET_TYPES, type FileAssetType } from '../../core/assets/model.js';
import { ASSET_PROCESS_JOB } from '../../core/assets/asset-jobs.js';
import { createSandboxAccount } from '../../core/sandbox/sandbox-accounts.js';
import { parseAccountType } from '../../core/shared/account-type.js';
import { htmlPage, mp4, png } from '../../core/sandbox/sample-media.js';
import { sampleVideo } from './demo-media.js';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { findBadText } from '../../core/shared/text.js';
import { CampaignCreateBody } from '../manage-v1/campaign-schema.js';
import { createCampaignFromV2, createSetFromV2 } from '../manage-v1/create-steps.js';
import { CreativeSetCreateBody } from '../manage-v1/creative-set-schema.js';
import type { Container } from '../../http/container.js';
import { internalRequestHeaders } from '../../http/internal-requests.js';

type Obj = Record<string, unknown>;

/** Longest wait for the seeded files a creative set uses to be processed. */
const SETTLE_WAIT_MS = 60_000;

export interface SeedReport {
  accounts: {
    account_id: string; name: string; created: boolean; campaign_api_key?: string; management_key?: string; report_key?: string;
    /** Every app of the fixture: its client id, and its secret when it is known (made now, or fixed by the fixture). */
    oauth_apps?: { name: string; client_id: string; client_secret?: string; created: boolean }[];
  }[];
  created: Record<string, number>;
  existing: Record<string, number>;
}

const DEFAULT_SIZE: Record<FileAssetType, [number, number]> = {
  IMG_BANNER: [320, 50], IMG_LEADER: [728, 90], IMG_MREC: [300, 250], IMG_NATIVE: [1200, 628], IMG_INTER_P: [640, 960], IMG_INTER_L: [1024, 768],
  IMG_ICON: [512, 512], VID_SHORT_P: [720, 1280], VID_LONG_P: [1080, 1920], HOSTED_HTML: [0, 0],
};

/** A list of names (a creative set's campaigns or assets): strings, or nothing. */
function names(v: unknown, field: string): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw invalid(field, 'must be an array of names (strings)');
  return v as string[];
}

const compiled = new Map<TSchema, ReturnType<typeof TypeCompiler.Compile>>();

/**
 * A create handler's own steps without the HTTP round trip (a fixture makes many campaigns and
 * sets): the route's schema, the text rule every request passes, then the handler's body (the
 * same function the route calls). undefined when the body is one the route would treat
 * differently (fields it would strip, text it refuses, a schema or rule failure): the caller then
 * sends it through the route itself, which answers as the API does. A refused create wrote nothing
 * (one transaction).
 */
async function createDirectly(schema: TSchema, body: Obj, create: () => Promise<{ id: string }>): Promise<string | undefined> {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = TypeCompiler.Compile(schema)));
  if (!check.Check(body) || !onlyDeclared(schema, body) || findBadText(body, '')) return undefined;
  try {
    return (await create()).id;
  } catch (e) {
    if (isDomainError(e)) return undefined;
    throw e;
  }
}

/** Whether every field of `v`, at any depth, is declared by the schema (unknown ones are stripped by the surface). */
function onlyDeclared(schema: TSchema, v: unknown): boolean {
  if (Array.isArray(v)) return schema.items === undefined || v.every((x) => onlyDeclared(schema.items as TSchema, x));
  if (!v || typeof v !== 'object') return true;
  const props = schema.properties as Record<string, TSchema> | undefined;
  if (!props) return !(schema.anyOf || schema.oneOf) || ((schema.anyOf ?? schema.oneOf) as TSchema[]).some((s) => onlyDeclared(s, v));
  return Object.entries(v).every(([k, x]) => props[k] !== undefined && onlyDeclared(props[k]!, x));
}

function list(v: unknown, field: string): Obj[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => !x || typeof x !== 'object' || Array.isArray(x))) throw invalid(field, 'must be an array of objects');
  return v as Obj[];
}

/** Generated files by type, size, length (and page title): a CI suite seeds the same fixture before every test. */
const generated = new Map<string, { data: Buffer; contentType: string }>();
const MAX_CACHED = 200;

/** A generated file of the type: a PNG of the size, an MP4 of the size and length, or an HTML page. */
function sampleFile(type: FileAssetType, a: Obj, field: string): { data: Buffer; contentType: string } {
  const key = JSON.stringify([type, a.width, a.height, a.duration_seconds, type === 'HOSTED_HTML' ? a.name : '']);
  let f = generated.get(key);
  if (!f) {
    f = makeSampleFile(type, a, field);
    if (generated.size >= MAX_CACHED) generated.delete(generated.keys().next().value!);
    generated.set(key, f);
  }
  return f;
}

function makeSampleFile(type: FileAssetType, a: Obj, field: string): { data: Buffer; contentType: string } {
  const [w, h] = [Number(a.width ?? DEFAULT_SIZE[type][0]), Number(a.height ?? DEFAULT_SIZE[type][1])];
  if (type === 'HOSTED_HTML') return { data: htmlPage(`<h1>${String(a.name ?? 'Play now').replace(/[<>&]/g, '')}</h1>`), contentType: 'text/html' };
  if (!(Number.isInteger(w) && Number.isInteger(h) && w > 0 && h > 0 && w <= 4096 && h <= 4096)) throw invalid(`${field}.width`, 'width and height must be integers from 1 to 4096');
  if (type.startsWith('VID_')) {
    const seconds = Number(a.duration_seconds ?? (type === 'VID_SHORT_P' ? 10 : 30));
    return { data: sampleVideo(w, h, seconds) ?? mp4({ width: w, height: h, durationMs: Math.round(seconds * 1000) }), contentType: 'video/mp4' };
  }
  return { data: png(w, h, [(w * 7) & 255, (h * 13) & 255, 90]), contentType: 'image/png' };
}

function multipart(files: { name: string; data: Buffer; contentType: string }[]): { contentType: string; payload: Buffer } {
  const boundary = `----seed${randomBytes(8).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      ...files.flatMap((file) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
        file.data,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  };
}

export async function runSeed(app: FastifyInstance, c: Container, doc: unknown): Promise<SeedReport> {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw invalid('body', 'must be a fixture document: {"accounts": [...]}');
  const report: SeedReport = { accounts: [], created: {}, existing: {} };
  const count = (made: boolean, what: string) => {
    const m = made ? report.created : report.existing;
    m[what] = (m[what] ?? 0) + 1;
  };
  const accounts = list((doc as Obj).accounts, 'accounts');
  /** The document's campaigns by name: [account name, hashed id] (a `delivery` row may name its campaign). */
  const byName = new Map<string, [string, string][]>();
  for (const [i, a] of accounts.entries()) {
    const f = `accounts[${i}]`;
    if (typeof a.name !== 'string' || !a.name.trim()) throw invalid(`${f}.name`, 'is required');
    const keys = (a.keys ?? {}) as Obj;
    // identity: the fixed campaign key, else the name
    let accountId = typeof keys.campaign_api_key === 'string' ? await c.accounts.authenticateKey('campaign', keys.campaign_api_key) : undefined;
    if (accountId === undefined && typeof keys.campaign_api_key !== 'string') accountId = (await c.accounts.listAccounts()).find((x) => x.name === (a.name as string).trim())?.id;
    let campaignKey = typeof keys.campaign_api_key === 'string' ? keys.campaign_api_key : undefined;
    let managementKey = typeof keys.management_key === 'string' ? keys.management_key : undefined;
    let reportKey = typeof keys.report_key === 'string' ? keys.report_key : undefined;
    const created = accountId === undefined;
    if (created) {
      const made = await createSandboxAccount(c.accounts, c.ids, { name: a.name, keys: a.keys as SandboxAccountKeys, type: a.type }).catch((e: unknown) => rethrowAt(e, f));
      accountId = Number(made.account_id);
      campaignKey = made.campaign_api_key;
      managementKey = made.management_key;
      reportKey = made.report_key;
    }
    // the type is fixed at creation: a fixture naming another type for an existing account is a mistake
    const accountType = await c.accounts.accountType(accountId!);
    if (!created && a.type !== undefined && parseAccountType(a.type, `${f}.type`) !== accountType) {
      throw invalid(`${f}.type`, `account "${(a.name as string).trim()}" exists as a ${accountType} account; an account's type cannot change`);
    }
    count(created, 'accounts');
    report.accounts.push({ account_id: String(accountId), name: (a.name as string).trim(), created, ...(created ? { campaign_api_key: campaignKey, management_key: managementKey, report_key: reportKey } : {}) });
    const id = accountId!;

    for (const [j, u] of list(a.users, `${f}.users`).entries()) {
      const exists = typeof u.email === 'string' && (await c.accounts.findUserByEmail(u.email));
      if (!exists) await c.accounts.createUser(id, String(u.email ?? ''), String(u.password ?? '')).catch((e: unknown) => rethrowAt(e, `${f}.users[${j}]`));
      count(!exists, 'users');
    }
    const apps = await c.accounts.listOAuthApps(id);
    const appsOut: NonNullable<SeedReport['accounts'][number]['oauth_apps']> = [];
    for (const [j, o] of list(a.oauth_apps, `${f}.oauth_apps`).entries()) {
      const existing = apps.find((x) => x.name === o.name);
      // fixed credentials, like the account keys: a CI suite can hard-code them
      const given = {
        ...(o.client_id !== undefined ? { clientId: o.client_id as string } : {}),
        ...(o.client_secret !== undefined ? { clientSecret: o.client_secret as string } : {}),
      };
      if (existing) {
        // its secret is stored hashed: the fixture's is returned only when it is the app's
        const known = typeof o.client_secret === 'string' && (await c.accounts.authenticateClient(existing.clientId, o.client_secret)) !== undefined;
        appsOut.push({ name: existing.name, client_id: existing.clientId, ...(known ? { client_secret: o.client_secret as string } : {}), created: false });
      } else {
        const made = await c.accounts
          .createOAuthApp({ accountId: id, name: String(o.name ?? ''), kind: (o.kind ?? 'first-party') as 'first-party' | 'third-party', scopes: String(o.scopes ?? 'campaigns:read'), ...(o.redirect_uri ? { redirectUri: String(o.redirect_uri) } : {}), ...given })
          .catch((e: unknown) => rethrowAt(e, `${f}.oauth_apps[${j}]`));
        appsOut.push({ name: made.app.name, client_id: made.app.clientId, client_secret: made.clientSecret, created: true });
      }
      count(!existing, 'oauth_apps');
    }
    if (appsOut.length) report.accounts[report.accounts.length - 1]!.oauth_apps = appsOut;

    // catalogs (WEB): declared through the core, as campaignctl does (no API manages them); by id
    const declared = list(a.catalogs, `${f}.catalogs`);
    if (declared.length) {
      const have = new Set((await c.catalogs.list(id).catch((e: unknown) => rethrowAt(e, `${f}.catalogs`))).map((x) => x.id));
      const missing = declared.map((x, j) => ({ x, j })).filter(({ x }) => !have.has(String(x.id ?? '').trim()));
      if (missing.length) await c.catalogs.declare(id, missing.map((m) => m.x), `${f}.catalogs`, (i) => `${f}.catalogs[${missing[i]!.j}]`);
      for (const { x } of declared.map((x) => ({ x }))) count(!have.has(String(x.id ?? '').trim()), 'catalogs');
    }

    // the rest is made through /manage/v1, as a client would, with the account's campaign API key.
    // An account that exists already (found by name) has its keys stored hashed: what is missing in
    // it can only be made when the fixture gives its keys (its keys are never rotated by a seed).
    const key = campaignKey && (await c.accounts.authenticateKey('campaign', campaignKey)) === id ? campaignKey : undefined;
    const needKey = (what: string): string => key ?? fail(`${f}.keys`, `account "${(a.name as string).trim()}" exists and ${what} is missing from it: give the account's keys in the fixture to add to it`);
    const call = async (method: 'GET' | 'POST', url: string, body?: unknown, where = f): Promise<any> => {
      const r = await app.inject({ method, url: `/manage/v1${url}${url.includes('?') ? '&' : '?'}account_id=${id}`, headers: { ...internalRequestHeaders, authorization: needKey(where), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
      const parsed = r.body ? JSON.parse(r.body) : undefined;
      if (r.statusCode !== 200) throw new DomainError('validation_failed', `${where}: ${parsed?.error?.message ?? r.body}`, { field: where, rule: parsed?.error?.rule ?? 'accepted by /manage/v1' });
      return parsed;
    };
    // what exists is read through the core (no key needed to find that nothing is missing)
    const assets = new Map<string, string>((await c.assets.list(id, { page: 1, size: 1000 })).map((x) => [x.name, String(x.id)]));
    // the missing files go up as a client would send them: several to an /asset/upload request
    const toUpload: { name: string; data: Buffer; contentType: string; where: string }[] = [];
    for (const [j, as] of list(a.assets, `${f}.assets`).entries()) {
      const where = `${f}.assets[${j}]`;
      const type = String(as.type ?? '').toUpperCase() as FileAssetType;
      if (!(FILE_ASSET_TYPES as readonly string[]).includes(type)) throw invalid(`${where}.type`, `must be one of ${FILE_ASSET_TYPES.join(', ')}`);
      const name = typeof as.name === 'string' && as.name.trim() ? as.name.trim() : `${type.toLowerCase()}${type === 'HOSTED_HTML' ? '.html' : type.startsWith('VID_') ? '.mp4' : '.png'}`;
      const exists = assets.has(name) || toUpload.some((x) => x.name === name);
      if (!exists) toUpload.push({ name, ...sampleFile(type, as, where), where });
      count(!exists, 'assets');
    }
    for (let k = 0; k < toUpload.length; k += c.config.manage.maxFilesPerUpload) {
      const batch = toUpload.slice(k, k + c.config.manage.maxFilesPerUpload);
      const body = multipart(batch);
      const where = batch.length === 1 ? batch[0]!.where : `${f}.assets`;
      const r = await app.inject({ method: 'POST', url: `/manage/v1/asset/upload?account_id=${id}`, headers: { ...internalRequestHeaders, authorization: needKey(where), 'content-type': body.contentType }, payload: body.payload });
      if (r.statusCode !== 200) throw invalid(where, r.body);
    }
    // the campaigns are made while the worker processes the files (on its own threads too)
    const campaigns = new Map<string, string>((await c.campaigns.list(id, { offset: 0, limit: 100_000 })).map((x) => [x.campaign.name, String(x.campaign.id)]));
    for (const [j, cm] of list(a.campaigns, `${f}.campaigns`).entries()) {
      const exists = campaigns.has(String(cm.name));
      if (!exists) {
        const where = `${f}.campaigns[${j}]`;
        const body = { type: accountType, ...cm };
        needKey(where);
        const made = (await createDirectly(CampaignCreateBody, body, () => createCampaignFromV2(c, id, body as never))) ?? String((await call('POST', '/campaign/create', body, where)).id);
        campaigns.set(String(cm.name), made);
      }
      count(!exists, 'campaigns');
    }
    for (const x of await c.campaigns.list(id, { offset: 0, limit: 100_000 })) {
      byName.set(x.campaign.name, [...(byName.get(x.campaign.name) ?? []), [(a.name as string).trim(), x.campaign.hashedId]]);
    }
    // the upload answered at once; its files are in the library from then on
    if (toUpload.length) for (const x of await c.assets.list(id, { page: 1, size: 1000 })) assets.set(x.name, String(x.id));
    const sets = new Set((await c.creatives.sets.list({ accountId: id, page: 1, size: 100_000 })).map((v) => v.set.name));
    // a creative set takes typed files only: wait until the worker has processed the ones it uses
    const wanted = list(a.creative_sets, `${f}.creative_sets`).flatMap((s, j) => (sets.has(String(s.name)) ? [] : names(s.assets, `${f}.creative_sets[${j}].assets`)));
    const waitIds = [...new Set(wanted.map((n) => assets.get(n)).filter((x): x is string => x !== undefined).map(Number))];
    for (const deadline = Date.now() + SETTLE_WAIT_MS; waitIds.length; ) {
      const pending = (await c.assets.getMany(id, waitIds)).filter((x) => x.processing === 'processing');
      if (!pending.length) break;
      if (Date.now() > deadline) fail(`${f}.assets`, `still processing after ${SETTLE_WAIT_MS / 1000} s (${pending.map((x) => x.name).join(', ')}): is a worker running?`);
      // files held by a sandbox processing delay or a delayed outcome wait for the clock: say so now
      if (await heldByDelay(c, pending.map((x) => x.id))) fail(`${f}.assets`, `${pending.map((x) => x.name).join(', ')} wait for the platform clock (POST /_sandbox/settings processing_delay_seconds, or a delayed outcome rule): set the delay to 0 or remove the rule before seeding creative sets that use them`);
      await nextSettle(c);
    }
    for (const [j, s] of list(a.creative_sets, `${f}.creative_sets`).entries()) {
      const where = `${f}.creative_sets[${j}]`;
      const exists = sets.has(String(s.name));
      if (!exists) {
        const inCampaigns = names(s.campaigns, `${where}.campaigns`).map((n) => campaigns.get(n) ?? fail(`${where}.campaigns`, `no campaign named ${n} in this account`));
        const withAssets = names(s.assets, `${where}.assets`).map((n) => ({ id: assets.get(n) ?? fail(`${where}.assets`, `no asset named ${n} in this account`) }));
        const { campaigns: _c, assets: _a, ...rest } = s;
        const body = { type: accountType, ...rest, assets: withAssets, ...(inCampaigns[0] ? { campaign_id: inCampaigns[0] } : {}) };
        needKey(where);
        const made = { id: (await createDirectly(CreativeSetCreateBody, body, () => createSetFromV2(c, id, body))) ?? String((await call('POST', '/creative_set/create', body, where)).id) };
        if (inCampaigns.length > 1) await call('POST', '/creative_set/add-to-campaigns', { campaign_ids: inCampaigns, creative_set_ids: [made.id] }, where);
      }
      count(!exists, 'creative_sets');
    }
    for (const [j, sp] of list(a.suppression, `${f}.suppression`).entries()) {
      const where = `${f}.suppression[${j}]`;
      if (typeof sp.package_name !== 'string' || !Array.isArray(sp.ids)) throw invalid(where, 'needs package_name and ids');
      // adding ids is idempotent by nature: through the core, which parses and checks them as the API does
      const bad = (sp.ids as unknown[]).findIndex((x) => typeof x !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(x.trim()));
      if (bad >= 0) throw invalid(`${where}.ids[${bad}]`, 'must be an advertising id (a UUID)');
      const before = await c.suppression.count(id, sp.package_name);
      const text = Buffer.from((sp.ids as unknown[]).map(String).join('\n') + '\n');
      await c.suppression.apply('add', id, sp.package_name, (async function* () {
        yield new Uint8Array(text);
      })());
      count((await c.suppression.count(id, sp.package_name)) > before, 'suppression_lists');
    }
  }
  // scripted delivery last: its campaigns exist now; all rows or none, errors named delivery[i]....
  if ((doc as Obj).delivery !== undefined) {
    const rows = list((doc as Obj).delivery, 'delivery').map((r, i) => {
      const { campaign, account, ...row } = r;
      if (campaign === undefined) return row;
      if (row.campaign_id !== undefined) fail(`delivery[${i}].campaign`, 'give campaign (a name) or campaign_id (a hashed id), not both');
      const found = (byName.get(String(campaign)) ?? []).filter(([acc]) => account === undefined || acc === String(account).trim());
      if (found.length === 0) fail(`delivery[${i}].campaign`, `no campaign named ${String(campaign)} in the document's accounts${account === undefined ? '' : ` (account ${String(account)})`}`);
      if (found.length > 1) fail(`delivery[${i}].campaign`, `${found.length} accounts have a campaign named ${String(campaign)}: name the account with account`);
      return { ...row, campaign_id: found[0]![1] };
    });
    // as for everything else a seed makes: rows the sandbox already held with these figures are "already there"
    const r = await c.delivery.script(rows, 'delivery');
    if (r.changed > 0) report.created.delivery = r.changed;
    if (r.scripted > r.changed) report.existing.delivery = r.scripted - r.changed;
  }
  return report;
}

const settleWaiters = new WeakMap<Container, Set<() => void>>();

/** Resolves when this process's worker settles a file, or after 50 ms (a worker in another process). */
function nextSettle(c: Container): Promise<void> {
  let waiters = settleWaiters.get(c);
  if (!waiters) {
    const set = new Set<() => void>();
    settleWaiters.set(c, (waiters = set));
    c.assets.onSettled(async () => {
      for (const wake of set) wake();
      set.clear();
    });
  }
  const w = waiters;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      w.delete(wake);
      resolve();
    }, 50);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    w.add(wake);
  });
}

/** Whether a file's processing job is due later on the platform clock (a sandbox delay holds it). */
async function heldByDelay(c: Container, assetIds: number[]): Promise<boolean> {
  if (!c.sandbox) return false;
  const rows = await c.db.all<{ payload: string }>("SELECT payload FROM jobs WHERE type = ? AND state = 'queued' AND run_at > ?", [ASSET_PROCESS_JOB, c.clock.now().getTime()]);
  const ids = new Set(assetIds);
  return rows.some((r) => ids.has(Number((JSON.parse(r.payload) as { assetId?: unknown }).assetId)));
}

type SandboxAccountKeys = { campaign_api_key?: unknown; management_key?: unknown; report_key?: unknown };

function fail(field: string, rule: string): never {
  throw invalid(field, rule);
}

function rethrowAt(e: unknown, field: string): never {
  if (e instanceof DomainError) throw new DomainError(e.code, `${field}: ${e.message}`, { field: `${field}.${e.field ?? ''}`.replace(/\.$/, ''), rule: e.rule }, e.meta);
  throw e;
}
