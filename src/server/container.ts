// Composition root: picks every I/O implementation from the config and wires the core services.
// The server, the CLI and the worker all start from here, so they share one behaviour.
import type { Config } from '../config/config.js';
import { AccountsService } from '../core/accounts/accounts-service.js';
import { CampaignsService } from '../core/campaigns/campaigns-service.js';
import { RateLimiter } from '../core/limits/rate-limiter.js';
import { OAuthService } from '../core/oauth/oauth-service.js';
import { SuppressionService } from '../core/suppression/suppression-service.js';
import type { Clock, Hasher, IdGenerator } from '../core/shared/ports.js';
import { systemClock } from '../infra/clock.js';
import { cryptoHasher } from '../infra/hasher.js';
import { randomIds } from '../infra/ids.js';
import type { Db } from '../storage/db.js';
import { migrate } from '../storage/migrate.js';
import { openDb } from '../storage/open-db.js';
import { AccountsSqlRepo } from '../storage/repos/accounts-sql-repo.js';
import { OAuthSqlRepo } from '../storage/repos/oauth-sql-repo.js';
import { CampaignsSqlRepo } from '../storage/repos/campaigns-sql-repo.js';
import { suppressionStoreFor } from '../storage/repos/suppression-store.js';

export interface Container {
  config: Config;
  db: Db;
  clock: Clock;
  ids: IdGenerator;
  hasher: Hasher;
  accounts: AccountsService;
  /** Campaigns, targets, sources, daily figures: one core for both generations. */
  campaigns: CampaignsService;
  /** /manage/v1 per-key request and error limits (in memory, per process). */
  manageLimits: RateLimiter;
  /** OAuth 2.0: token grants, access-token verification, the authorization flow. */
  oauth: OAuthService;
  suppression: SuppressionService;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
}

export interface ContainerOverrides {
  db?: Db;
  clock?: Clock;
  ids?: IdGenerator;
  hasher?: Hasher;
}

export async function createContainer(config: Config, o: ContainerOverrides = {}): Promise<Container> {
  const db = o.db ?? openDb(config);
  await migrate(db);
  const clock = o.clock ?? systemClock;
  const ids = o.ids ?? randomIds;
  const hasher = o.hasher ?? cryptoHasher;
  const accounts = new AccountsService({ repo: new AccountsSqlRepo(db), clock, ids, hasher });
  const campaigns = new CampaignsService({ repo: new CampaignsSqlRepo(db), clock, ids });
  const m = config.manage;
  const manageLimits = new RateLimiter(
    { requests: m.rateLimitRequests, windowMs: m.rateWindowMs, blockMs: m.rateBlockMs, errors: m.errorLimit, errorWindowMs: m.errorWindowMs, errorBlockMs: m.errorBlockMs },
    clock,
  );
  const oauth = new OAuthService({ repo: new OAuthSqlRepo(db, db), accounts, clock, ids, hasher });
  const suppression = new SuppressionService({ store: suppressionStoreFor(db, clock), maxBodyBytes: config.suppression.maxBodyBytes });
  const closers: (() => Promise<void>)[] = [];
  return {
    config,
    db,
    clock,
    ids,
    hasher,
    accounts,
    campaigns,
    manageLimits,
    oauth,
    suppression,
    async close() {
      for (const c of closers.reverse()) await c();
      await db.close();
    },
  };
}
