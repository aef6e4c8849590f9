import { rulesOf } from '../../core/account-types/account-types.js';
import type { CampaignRef } from '../../core/campaigns/model.js';
import type { SetRef } from '../../core/creatives/model.js';
import { andThen, type Awaitable } from '../../core/shared/awaitable.js';
import { notFound } from '../../core/shared/errors.js';
import type { Container } from '../../http/container.js';

/**
 * A campaign named in a path: its 32-hex campaign_id (any case) or, as the spec allows integer
 * ids in paths, its integer id. Anything else cannot name a campaign: 404, like an unknown one.
 */
function parseCampaignRef(raw: string): CampaignRef {
  const s = raw.trim();
  if (/^[0-9a-fA-F]{32}$/.test(s)) return { hashedId: s.toLowerCase() };
  if (/^\d{1,15}$/.test(s)) return { id: Number(s) };
  throw notFound(`campaign ${s.slice(0, 64)}`);
}

/**
 * The one place where the first generation decides which objects it knows. It knows app
 * campaigns only: an account whose type it does not serve (WEB; every campaign, creative set and
 * ad of such an account is of the account's type) has none here, so each one named is a 404, as
 * if it did not exist, consistent with its empty `GET /campaigns` (docs/decisions/web-accounts.md).
 * The account's type is a cached read: a cached answer stays synchronous (core/shared/awaitable.ts).
 */
export function v1Known<T>(c: Container, accountId: number, ref: T, what: string): Awaitable<T> {
  return andThen(c.accounts.accountType(accountId), (type) => {
    if (!rulesOf(type).firstGeneration) throw notFound(what);
    return ref;
  });
}

/** The v1 campaign lookup: the campaign a path (or a body's campaign_id) names, if the first generation knows it. */
export function v1CampaignRef(c: Container, accountId: number, raw: string): Awaitable<CampaignRef> {
  const ref = parseCampaignRef(raw);
  return v1Known(c, accountId, ref, `campaign ${raw.trim().slice(0, 64)}`);
}

/** The creative set a path names (its campaign's rule: see `v1Known`). */
export function v1SetRef(c: Container, accountId: number, ref: SetRef): Awaitable<SetRef> {
  return v1Known(c, accountId, ref, 'creative set');
}

/** The ad a path names (its campaign's rule: see `v1Known`). */
export function v1AdId(c: Container, accountId: number, raw: string): Awaitable<number> {
  return v1Known(c, accountId, Number(raw), 'ad');
}
