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
    roas_day_target: Type.Optional(Type.String({ description: 'DAY<n>: DAY0, DAY7 (CHK_ROAS), DAY0/DAY7/DAY28 (BLD_ROAS), DAY7 (CPE, CPP)' })),
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
});

const Id = Type.Union([Type.String(), Type.Integer()], { description: 'Campaign id (string or number)' });

/** Campaign fields as sent to create/update; which are Required/Optional/Forbidden/Ignored is per operation. */
const campaignFields = {
  id: Type.Optional(Id),
  hashed_id: Type.Optional(Type.Unknown({ description: 'Forbidden on create, ignored on update' })),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String({ description: 'APP' })),
  platform: Type.Optional(Type.String({ description: 'IOS or ANDROID (any case)' })),
  package_name: Type.Optional(Type.String()),
  itunes_id: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: 'App Store id; required for iOS on create' })),
  bidding_strategy: Type.Optional(Type.String({ description: 'TARGET_GOAL_WITH_CPI_BILLING, AUTO_BIDDING_WITH_CPM_BILLING, MAXIMIZE_RESULTS_WITH_CPM_BILLING (any case); forbidden on update' })),
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
  description: 'Campaign (Create column of the spec). Also required: end_date unless is_continuous_delivery is true; itunes_id for iOS.',
  required: ['bidding_strategy', 'budget', 'goal', 'name', 'package_name', 'platform', 'start_date', 'targeting', 'tracking', 'type'],
});
export const CampaignUpdateBody = Type.Object(campaignFields, { description: 'Campaign (Update column of the spec)', required: ['id', 'type'] });
export type CampaignBody = Static<typeof CampaignCreateBody>;

/** A campaign as /manage/v1 answers it. Fields without a value are left out. */
export const CampaignOut = Type.Object({
  id: Type.String(),
  hashed_id: Type.String(),
  name: Type.String(),
  type: Type.Literal('APP'),
  // enum, not a union of literals: fast-json-stringify serialises anyOf by validating each branch.
  status: Type.String({ enum: ['LIVE', 'PAUSED'] }),
  platform: Type.String({ description: 'IOS or ANDROID' }),
  package_name: Type.String(),
  itunes_id: Type.Optional(Type.Integer()),
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
  }),
  tracking: Type.Object({
    click_url: Type.Optional(Type.String()),
    impression_url: Type.Optional(Type.String()),
    tracking_method: Type.Optional(Type.String()),
  }),
  targeting: Type.Array(Type.Object({ country_code: Type.String(), region_codes: Type.Optional(Type.Array(Type.String())) })),
  start_date: Type.Optional(Type.String()),
  end_date: Type.Optional(Type.String()),
  is_continuous_delivery: Type.Boolean(),
  created_at: Type.String({ description: 'YYYY-MM-DDTHH:MM:SS (UTC)' }),
});
export type CampaignOutT = Static<typeof CampaignOut>;

export const IdAnswer = Type.Object({ id: Type.String() });
