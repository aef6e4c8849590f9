// Request and response schemas of /manage/v1/campaign/*. Declared once: they validate requests,
// type the handlers and feed openapi/manage-v1.json. Types are loose where real clients are
// (decimals as strings or numbers, enums in any case); the mapping applies the rules and names
// the field that breaks one.
import { Type, type Static } from '@sinclair/typebox';

const Decimal = Type.Union([Type.String(), Type.Number()], { description: 'Decimal; sent as a string ("5000") or a JSON number, always answered as a string' });
const DecimalMap = Type.Record(Type.String(), Decimal, { description: 'Country code (uppercase) -> decimal' });

export const BudgetSchema = Type.Object(
  {
    daily_budget_for_all_countries: Type.Optional(Decimal),
    country_code_to_daily_budget: Type.Optional(DecimalMap),
  },
  { description: 'Either one daily budget for all targeted countries or one per targeted country' },
);

export const GoalSchema = Type.Object(
  {
    goal_type: Type.Optional(Type.String({ description: 'CPI, CPE, CPP, AD_ROAS, CHK_ROAS, BLD_ROAS (any case); RET for first-generation retention campaigns' })),
    goal_value_for_all_countries: Type.Optional(Decimal),
    country_code_to_goal_value: Type.Optional(DecimalMap),
    roas_day_target: Type.Optional(Type.String({ description: 'DAY<n>. APP: DAY0, DAY7 (CHK_ROAS), DAY0/DAY7/DAY28 (BLD_ROAS), DAY7 (CPE, CPP). WEB: DAY0 or DAY7, required for CPP and CHK_ROAS, absent for CPE' })),
    event_target: Type.Optional(Type.String({ description: 'The event a CPE goal optimises for (any text up to 256 characters, stored as given): required when goal_type is CPE, refused otherwise' })),
  },
  { description: 'Goal type, and either one goal value for all countries or one per targeted country' },
);

export const TrackingSchema = Type.Object({
  click_url: Type.Optional(Type.String()),
  impression_url: Type.Optional(Type.String()),
  tracking_method: Type.Optional(Type.String({ description: 'TRACKER_01, TRACKER_03, TRACKER_04, TRACKER_05, TRACKER_08, TRACKER_09 (any case)' })),
});

export const TargetingSchema = Type.Object({
  country_code: Type.String({ description: 'ISO 3166-1 alpha-2 code from the country table' }),
  region_codes: Type.Optional(Type.Array(Type.String(), { description: 'US only: state codes from the region table' })),
  metro_names: Type.Optional(Type.Array(Type.String(), { description: 'WEB accounts, US only: metro names (free text, at most 256 characters each); never with region_codes in one entry' })),
});

const Id = Type.Union([Type.String(), Type.Integer()], { description: 'Campaign id (string or number)' });

/** Campaign fields as sent to create/update; which are Required/Optional/Forbidden/Ignored is per operation. */
const campaignFields = {
  id: Type.Optional(Id),
  hashed_id: Type.Optional(Type.Unknown({ description: 'Forbidden on create, ignored on update' })),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String({ description: "The account's type: APP or WEB (another value: 400 naming type)" })),
  platform: Type.Optional(Type.String({ description: 'APP accounts: IOS or ANDROID (any case); required on create' })),
  package_name: Type.Optional(Type.String({ description: 'APP accounts: required on create' })),
  itunes_id: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: 'APP accounts: App Store id; required for iOS on create' })),
  is_composite_banner_enabled: Type.Optional(Type.Boolean({ description: 'APP accounts: stored and echoed; default false; no effect on delivery' })),
  website_url: Type.Optional(Type.String({ description: 'WEB accounts: the site the campaign promotes, an absolute http(s) URL with a host and no user name; required on create' })),
  is_dynamic_ads_enabled: Type.Optional(Type.Boolean({ description: 'WEB accounts: dynamic ads from a catalog; true needs catalog_id and variant_set_id' })),
  catalog_type: Type.Optional(Type.String({ description: 'WEB accounts: DPA (products) or DOA (offers)' })),
  catalog_id: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'WEB accounts: a catalog listed by GET /campaign/catalog_info (numeric when catalog_type is DOA)' })),
  variant_set_id: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'WEB accounts: a variant set of that catalog, as catalog_info lists it' })),
  audience_strategy: Type.Optional(Type.String({ description: 'WEB accounts: UNIVERSAL, PROSPECTING or DISCOVERY; on create only with goal CPP or CHK_ROAS' })),
  bidding_strategy: Type.Optional(Type.String({ description: 'APP: TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING, MAXIMIZE_RESULTS_WITH_CPM_BILLING (any case). WEB: AUTO_BIDDING_WITH_CPM_BILLING only. Forbidden on update' })),
  budget: Type.Optional(BudgetSchema),
  goal: Type.Optional(GoalSchema),
  tracking: Type.Optional(TrackingSchema),
  targeting: Type.Optional(Type.Array(TargetingSchema)),
  start_date: Type.Optional(Type.String({ description: 'YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS (UTC); not before today; forbidden on update' })),
  end_date: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  is_continuous_delivery: Type.Optional(Type.Boolean({ description: 'true: no end date (stands in for end_date)' })),
  status: Type.Optional(Type.String({ description: 'LIVE or PAUSED (any case); ignored on create' })),
  created_at: Type.Optional(Type.Unknown({ description: 'Ignored' })),
};

// `required` is the spec's Create/Update columns. Two Required fields are conditional and so are
// checked by the mapping instead: end_date (is_continuous_delivery: true stands in for it, as on the
// real service) and itunes_id (iOS only).
export const CampaignCreateBody = Type.Object(campaignFields, {
  description:
    "Campaign (Create column of the spec). Also required: APP accounts: platform, package_name, tracking, end_date unless is_continuous_delivery is true, itunes_id for iOS; WEB accounts: website_url. A field of the other account type's (APP: platform, package_name, itunes_id, tracking, is_composite_banner_enabled; WEB: website_url, the catalog fields, audience_strategy, is_dynamic_ads_enabled, targeting metro_names) is a 400 naming it.",
  required: ['bidding_strategy', 'budget', 'goal', 'name', 'start_date', 'targeting', 'type'],
});
export const CampaignUpdateBody = Type.Object(campaignFields, { description: 'Campaign (Update column of the spec)', required: ['id', 'type'] });
export type CampaignBody = Static<typeof CampaignCreateBody>;

/** A campaign as /manage/v1 answers it. Fields without a value are left out. */
export const CampaignOut = Type.Object({
  id: Type.String(),
  hashed_id: Type.String(),
  name: Type.String(),
  // enum, not a union of literals: fast-json-stringify serialises anyOf by validating each branch.
  type: Type.String({ enum: ['APP', 'WEB'], description: "The account's type; an item carries only its type's fields" }),
  status: Type.String({ enum: ['LIVE', 'PAUSED'] }),
  platform: Type.Optional(Type.String({ description: 'APP: IOS or ANDROID' })),
  package_name: Type.Optional(Type.String({ description: 'APP' })),
  itunes_id: Type.Optional(Type.Integer({ description: 'APP, iOS' })),
  is_composite_banner_enabled: Type.Optional(Type.Boolean({ description: 'APP' })),
  website_url: Type.Optional(Type.String({ description: 'WEB' })),
  is_dynamic_ads_enabled: Type.Optional(Type.Boolean({ description: 'WEB' })),
  catalog_type: Type.Optional(Type.String({ description: 'WEB: DPA or DOA, when set' })),
  catalog_id: Type.Optional(Type.String({ description: 'WEB, when set' })),
  variant_set_id: Type.Optional(Type.String({ description: 'WEB, when set' })),
  audience_strategy: Type.Optional(Type.String({ description: 'WEB: UNIVERSAL, PROSPECTING or DISCOVERY, when set' })),
  bidding_strategy: Type.String(),
  budget: Type.Object({
    daily_budget_for_all_countries: Type.Optional(Type.String()),
    country_code_to_daily_budget: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
  goal: Type.Object({
    goal_type: Type.String(),
    goal_value_for_all_countries: Type.Optional(Type.String()),
    country_code_to_goal_value: Type.Optional(Type.Record(Type.String(), Type.String())),
    roas_day_target: Type.Optional(Type.String()),
    event_target: Type.Optional(Type.String({ description: 'CPE goals' })),
  }),
  tracking: Type.Optional(
    Type.Object(
      {
        click_url: Type.Optional(Type.String()),
        impression_url: Type.Optional(Type.String()),
        tracking_method: Type.Optional(Type.String()),
      },
      { description: 'APP' },
    ),
  ),
  targeting: Type.Array(Type.Object({ country_code: Type.String(), region_codes: Type.Optional(Type.Array(Type.String())), metro_names: Type.Optional(Type.Array(Type.String())) })),
  start_date: Type.Optional(Type.String()),
  end_date: Type.Optional(Type.String()),
  is_continuous_delivery: Type.Boolean(),
  created_at: Type.String({ description: 'YYYY-MM-DDTHH:MM:SS (UTC)' }),
});
export type CampaignOutT = Static<typeof CampaignOut>;

export const IdAnswer = Type.Object({ id: Type.String() });

/** GET /campaign/catalog_info (addendum 6 section 4): every value a string, counts included. */
export const CatalogInfoAnswer = Type.Object({
  catalogs: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      type: Type.Optional(Type.String({ description: 'DPA (products) or DOA (offers); absent when not said' })),
      variant_sets: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          catalog_id: Type.String(),
          total_variants: Type.Optional(Type.String({ description: 'SKUs in the set (a count, as a string); absent when not known' })),
          total_items: Type.Optional(Type.String({ description: 'Distinct items (variants sharing an item id are one item), as a string; absent when not known' })),
        }),
      ),
    }),
  ),
});
