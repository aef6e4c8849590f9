// Request and answer schemas of /_sandbox (issue 11), declared once: Fastify validates with them,
// the answers are serialized by them, and openapi/sandbox.json is built from them. Objects that
// another surface validates (a fixture's campaigns and creative sets are /manage/v1 create bodies)
// are left open here (records), so that surface's own rules and messages apply to them.
import { Type } from '@sinclair/typebox';

const AccountId = Type.Union([Type.String(), Type.Integer()], { description: 'An account id (a string of digits, or a number)' });
const Open = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const ClockBody = Type.Object(
  {
    advance_seconds: Type.Optional(Type.Number({ minimum: 0, description: 'Seconds to move the clock forward' })),
    now: Type.Optional(Type.String({ description: 'ISO-8601 date-time to move the clock to (not before its now)' })),
  },
  { description: 'Exactly one of advance_seconds and now' },
);
export const ClockAnswer = Type.Object({ now: Type.String({ description: 'The platform clock, ISO-8601 UTC' }) });

const AccountTypeField = Type.Optional(Type.String({ description: 'APP (an app advertiser, the default) or WEB (a website, usually a shop); fixed for the life of the account, and every key of the account has it' }));

export const AccountBody = Type.Object({
  name: Type.String({ description: 'Account name' }),
  type: AccountTypeField,
  keys: Type.Optional(Type.Object({
    campaign_api_key: Type.Optional(Type.String({ description: 'Fixed campaign API key (16-200 printable characters), used as given' })),
    management_key: Type.Optional(Type.String({ description: 'Fixed management key (16-200 printable characters), used as given' })),
    report_key: Type.Optional(Type.String({ description: 'Fixed report key for GET /report (16-200 printable characters), used as given' })),
  })),
});
export const AccountAnswer = Type.Object({
  account_id: Type.String(),
  type: Type.String({ description: 'APP or WEB' }),
  campaign_api_key: Type.String(),
  management_key: Type.String(),
  report_key: Type.String({ description: 'For GET /report' }),
  user: Type.Object({ email: Type.String(), password: Type.String() }, { description: 'Signs in to the OAuth pages' }),
  first_party_app: Type.Object({ client_id: Type.String(), client_secret: Type.String() }, { description: 'Holds every scope' }),
});

export const AccountScopeBody = Type.Object({ account_id: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'Only this account (default: every account)' })) });
export const ScopeAnswer = Type.Object({ reset: Type.String({ description: '"all", or the account id' }) });
export const ClearedAnswer = Type.Object({ cleared: Type.Boolean() });

export const SnapshotInfo = Type.Object({
  name: Type.String(),
  created_at: Type.String({ description: 'The platform clock when it was taken' }),
  rows: Type.Integer({ description: 'Rows saved, every table' }),
  files: Type.Integer({ description: 'Stored files saved' }),
});
export const SnapshotBody = Type.Object({ name: Type.String({ description: '1-64 letters, digits, ".", "_", "-", starting with a letter or digit (so never "." or "..")' }) });
export const SnapshotParams = Type.Object({ name: Type.String({ description: 'The snapshot\'s name' }) });
export const SnapshotDeleted = Type.Object({ deleted: Type.String() });

const FixtureAccount = Type.Object({
  name: Type.String({ description: 'Required. With no keys, the account\'s identity: an account of this name is reused' }),
  type: AccountTypeField,
  keys: Type.Optional(Type.Object({
    campaign_api_key: Type.Optional(Type.String({ description: 'Fixed campaign API key: the account\'s identity, used as given' })),
    management_key: Type.Optional(Type.String({ description: 'Fixed management key, used as given' })),
    report_key: Type.Optional(Type.String({ description: 'Fixed report key, used as given' })),
  })),
  users: Type.Optional(Type.Array(Type.Object({ email: Type.String(), password: Type.String() }))),
  oauth_apps: Type.Optional(Type.Array(Type.Object({
    name: Type.String(),
    kind: Type.Optional(Type.String({ description: 'first-party (default) or third-party' })),
    scopes: Type.Optional(Type.String({ description: 'Space-separated scopes (default campaigns:read)' })),
    redirect_uri: Type.Optional(Type.String({ description: 'Required for a third-party app' })),
    client_id: Type.Optional(Type.String({ description: 'Fixed client id (8-128 letters, digits, . _ ~ -), used as given; default random' })),
    client_secret: Type.Optional(Type.String({ description: 'Fixed client secret (16-200 printable characters), used as given; default random' })),
  }))),
  catalogs: Type.Optional(Type.Array(Type.Object({
    id: Type.Union([Type.String(), Type.Integer()], { description: 'Catalog id (numeric for DOA); identifies it: a catalog the account has already is left alone' }),
    name: Type.String(),
    type: Type.Optional(Type.String({ description: 'DPA (products) or DOA (offers)' })),
    variant_sets: Type.Optional(Type.Array(Type.Object({
      id: Type.Union([Type.String(), Type.Integer()]),
      name: Type.String(),
      total_variants: Type.Optional(Type.Integer({ minimum: 0 })),
      total_items: Type.Optional(Type.Integer({ minimum: 0 })),
    }))),
  }), { description: 'WEB accounts only: catalogs GET /manage/v1/campaign/catalog_info lists, besides the sample catalog every WEB account has' })),
  campaigns: Type.Optional(Type.Array(Open("A /manage/v1/campaign/create body (type defaults to the account's); its name identifies it"))),
  assets: Type.Optional(Type.Array(Type.Object({
    name: Type.Optional(Type.String({ description: 'File name (default from the type); identifies it' })),
    type: Type.String({ description: 'A file asset type: IMG_BANNER, IMG_LEADER, IMG_MREC, IMG_NATIVE, IMG_INTER_P, IMG_INTER_L, IMG_ICON, VID_SHORT_P, VID_LONG_P, HOSTED_HTML' }),
    width: Type.Optional(Type.Integer({ description: 'Pixels (default: the type\'s usual size)' })),
    height: Type.Optional(Type.Integer()),
    duration_seconds: Type.Optional(Type.Number({ description: 'Videos: length in seconds' })),
  }))),
  creative_sets: Type.Optional(Type.Array(Open('A /manage/v1/creative_set/create body whose `campaigns` and `assets` are names of the fixture\'s campaigns and assets'))),
  suppression: Type.Optional(Type.Array(Type.Object({ package_name: Type.String(), ids: Type.Array(Type.String({ description: 'An advertising id (UUID)' })) }))),
});
/** Cumulative figures by horizon: {"0d": 1.5, "7d": 4} (horizons 0d-365d, 1y). */
const ByHorizon = (what: string) => Type.Record(Type.String(), Type.Number(), { description: `${what}. Keys: horizons 0d to 365d, or 1y` });
export const ScriptedRowBody = Type.Object({
  campaign_id: Type.String({ description: "The campaign's 32-hex hashed id (any APP campaign of the sandbox)" }),
  day: Type.String({ description: 'YYYY-MM-DD inside the report window (the last 45 days, today included), or "today", "today-N"' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code (either case)' }),
  impressions: Type.Number({ description: 'Whole number, 0 or more' }),
  clicks: Type.Number({ description: 'Whole number, at most impressions' }),
  installs: Type.Number({ description: 'Whole number, 0 or more (may exceed clicks: view-through installs)' }),
  cost: Type.Number({ description: 'USD in whole cents (at most two decimals)' }),
  revenue: Type.Optional(ByHorizon('Total revenue in USD by horizon, counted as in-app purchase revenue (iap_rev_Nd); cumulative')),
  iap_revenue: Type.Optional(ByHorizon('In-app purchase revenue in USD by horizon (the same as revenue; one of the two)')),
  ad_revenue: Type.Optional(ByHorizon('Ad revenue in USD by horizon (ad_rev_Nd), added to the in-app revenue in total_rev_Nd')),
  roas: Type.Optional(ByHorizon('Target ROAS in percent by horizon (120 = roas_Nd 1.2000): in-app revenue = cost x ROAS / 100, which must be whole cents')),
  sales: Type.Optional(ByHorizon('Purchase events by horizon (sales_Nd); cumulative')),
  unique_purchasers: Type.Optional(ByHorizon('Users who purchased by horizon (unique_purchasers_Nd, first_purchase); at most installs')),
  retention: Type.Optional(ByHorizon('Percent of the installs active on day N (ret_Nd), N >= 1; must be whole users')),
}, { description: 'One (campaign, day, country) of scripted delivery' });
export const ScriptedBody = Type.Object({ rows: Type.Array(ScriptedRowBody, { description: '1 to 5000 rows; all are written or none' }) });
export const ScriptedAnswer = Type.Object({
  scripted: Type.Integer({ description: '(campaign, day, country) keys scripted (each replaces what the key had)' }),
  rows: Type.Integer({ description: 'Hourly rows written (the spread over hours and ads)' }),
});
export const UnscriptQuery = Type.Object({
  campaign_id: Type.String({ description: "The campaign's 32-hex hashed id" }),
  day: Type.String({ description: 'YYYY-MM-DD, "today" or "today-N"' }),
  country: Type.Optional(Type.String({ description: 'Only this country (default: every scripted country of the day)' })),
});
export const FixtureDeliveryRow = Type.Object({
  ...ScriptedRowBody.properties,
  campaign_id: Type.Optional(Type.String({ description: "The campaign's 32-hex hashed id; or name it with campaign" })),
  campaign: Type.Optional(Type.String({ description: "The name of one of the document's campaigns (instead of campaign_id)" })),
  account: Type.Optional(Type.String({ description: "The name of the campaign's account, when several accounts of the document have a campaign of that name" })),
}, { description: 'A scripted delivery row (as POST /_sandbox/delivery) naming its campaign by name or hashed id' });

export const FixtureBody = Type.Object({
  accounts: Type.Array(FixtureAccount),
  delivery: Type.Optional(Type.Array(FixtureDeliveryRow, { description: 'Scripted delivery (exact report scenarios), written after the accounts; all rows or none' })),
}, { description: 'A fixture document (docs/sandbox.md)' });
const Counts = Type.Record(Type.String(), Type.Integer(), { description: 'Per kind (accounts, users, oauth_apps, campaigns, assets, creative_sets, suppression_lists)' });
export const SeedAnswer = Type.Object({
  accounts: Type.Array(Type.Object({
    account_id: Type.String(),
    name: Type.String(),
    created: Type.Boolean(),
    campaign_api_key: Type.Optional(Type.String({ description: 'Only when the account was created' })),
    management_key: Type.Optional(Type.String({ description: 'Only when the account was created' })),
    report_key: Type.Optional(Type.String({ description: 'Only when the account was created' })),
    oauth_apps: Type.Optional(Type.Array(Type.Object({
      name: Type.String(),
      client_id: Type.String(),
      client_secret: Type.Optional(Type.String({ description: 'When known: the app was created now, or the fixture fixes it' })),
      created: Type.Boolean(),
    }), { description: 'The fixture\'s OAuth apps of this account, with their credentials' })),
  })),
  created: Counts,
  existing: Counts,
});

export const RequestsQuery = Type.Object({
  method: Type.Optional(Type.String({ description: 'GET, POST, ...' })),
  path: Type.Optional(Type.String({ description: 'A path prefix, e.g. /manage/v1/' })),
  status: Type.Optional(Type.String({ description: 'An HTTP status' })),
  account_id: Type.Optional(Type.String()),
  limit: Type.Optional(Type.String({ description: '1-1000, default 100' })),
});
export const JournalEntries = Type.Array(Type.Object({
  trace_id: Type.String(),
  at: Type.String({ description: 'Platform clock' }),
  method: Type.String(),
  path: Type.String(),
  query: Type.Record(Type.String(), Type.Unknown(), { description: 'Secrets redacted' }),
  status: Type.Integer(),
  duration_ms: Type.Number(),
  account_id: Type.Union([Type.String(), Type.Null()]),
  request_body: Type.Unknown({ description: 'Parsed when JSON or a form, text otherwise; secrets redacted; null when empty' }),
  response_body: Type.Unknown(),
}));

export const OutcomeBody = Type.Object({
  target: Type.String({ enum: ['asset_processing', 'asset_review'] }),
  match: Type.Optional(Type.Object({ account_id: Type.Optional(AccountId), file_name: Type.Optional(Type.String({ description: 'A name or a glob (* and ?), any case' })) })),
  outcome: Type.String({ enum: ['FAILURE', 'REJECTED', 'ACTIVE'], description: 'asset_processing: FAILURE or ACTIVE; asset_review: REJECTED or ACTIVE' }),
  error_message: Type.Optional(Type.String({ description: 'Shown in upload_result (processing) or as the rejection reason' })),
  delay_seconds: Type.Optional(Type.Number({ description: 'Seconds of the platform clock before the outcome (0-2592000)' })),
  times: Type.Optional(Type.Integer({ description: 'Files it applies to, then it goes (default: until deleted)' })),
});
export const OutcomeRule = Type.Object({
  id: Type.String(),
  target: Type.String(),
  match: Type.Object({ account_id: Nullable(Type.String()), file_name: Nullable(Type.String()) }),
  outcome: Type.String(),
  error_message: Nullable(Type.String()),
  delay_seconds: Type.Number(),
  times: Type.Union([Type.Integer(), Type.Null()], { description: 'Files left; null: until deleted' }),
  hits: Type.Integer(),
});

export const SettingsBody = Type.Object({
  processing_delay_seconds: Type.Optional(Type.Number({ description: 'Every new file waits this long on the platform clock (0-2592000)' })),
  oauth_auto_approve: Type.Optional(Type.Boolean()),
});
export const SettingsAnswer = Type.Object({ oauth_auto_approve: Type.Boolean(), processing_delay_seconds: Type.Number() });

export const FaultBody = Type.Object({
  method: Type.Optional(Type.String()),
  path: Type.String({ description: 'A path prefix, or a glob (* within a segment, ** across)' }),
  account_id: Type.Optional(AccountId),
  probability: Type.Optional(Type.Number({ description: '0..1, default 1' })),
  status: Type.Optional(Type.Integer({ description: 'HTTP status 400-599 to answer with (absent: delay only); 200 only with body' })),
  body: Type.Optional(Type.String({ enum: ['json_error', 'html', 'empty', 'run_time_cap'], description: 'Instead of the surface\'s error: json_error {"code": error_code or 500, "message"}, an HTML page, an empty body, or the text "Execution time exceeded run time cap" (the report host\'s slow-report 500)' })),
  error_code: Type.Optional(Type.String({ description: 'The surface\'s error code to use (x-al-error-code on /manage/v1, `error` elsewhere)' })),
  delay_ms: Type.Optional(Type.Integer({ description: '0-120000' })),
  times: Type.Optional(Type.Integer({ description: 'Fires this many times, then goes (default: until deleted)' })),
});
export const FaultRule = Type.Object({
  id: Type.String(),
  method: Nullable(Type.String()),
  path: Type.String(),
  account_id: Nullable(Type.String()),
  probability: Type.Number(),
  status: Type.Union([Type.Integer(), Type.Null()]),
  error_code: Nullable(Type.String()),
  delay_ms: Type.Integer(),
  body: Nullable(Type.String()),
  times: Type.Union([Type.Integer(), Type.Null()], { description: 'Matches left; null: until deleted' }),
  hits: Type.Integer(),
});

