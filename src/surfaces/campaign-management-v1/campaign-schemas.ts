// TypeBox schemas of the first-generation campaign, targets and source objects: declared once,
// they validate requests, type the handlers and feed the OpenAPI document. Bodies are liberal
// where real clients are (decimals as numbers or strings, enum values in any case, booleans as
// "true"/"false"); answers are always in the documented form.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import { TRACKING_METHODS } from '../../core/campaigns/model.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Decimal = (description: string) =>
  Type.Union([Type.Number(), Type.String(), Type.Null()], { description: `${description}. A JSON number or a decimal string; null clears it.` });
const Bool = (description: string) => Type.Union([Type.Boolean(), Type.String()], { description: `${description} (true/false; the strings "true"/"false" are accepted too)` });

export const V1_BID_TYPES = ['CPI', 'CPP_GOAL', 'RET', 'CPE', 'ROAS_AD_BASED', 'ROAS_IAP'] as const;

export const CampaignIdParams = Type.Object({
  campaign_id: Type.String({ description: 'campaign_id of a campaign of the account (32 hex characters; the integer id is accepted too)', examples: ['058cd4a5231b2bbad752dcf4c53ab60a'] }),
});
export type CampaignIdParams = Static<typeof CampaignIdParams>;

// Response objects -----------------------------------------------------------------------------

export const CampaignObject = Type.Object(
  {
    name: Type.String(),
    campaign_id: Type.String({ description: '32 lowercase hex characters' }),
    package_name: Type.String({ description: 'Android package name; on iOS the numeric App Store id' }),
    bundle_id: Type.String({ description: 'iOS bundle id; "" on Android' }),
    platform: Type.Union([Type.Literal('ios'), Type.Literal('android')]),
    category: Type.String(),
    bid_type: Type.Union(V1_BID_TYPES.map((v) => Type.Literal(v))),
    tracking_method: Type.Optional(Type.Union(TRACKING_METHODS.map((v) => Type.Literal(v)), { description: 'Absent when not set' })),
    status: Type.Boolean({ description: 'true = active' }),
    created_at: Type.String({ description: 'UTC, YYYY-MM-DD HH:MM:SS', examples: ['2023-07-13 00:00:00'] }),
    impressions: Type.Integer({ description: "Yesterday's impressions (UTC day)" }),
    clicks: Type.Integer({ description: "Yesterday's clicks" }),
    installs: Type.Integer({ description: "Yesterday's installs" }),
    spend: Type.String({ description: "Yesterday's spend in USD, four decimals", examples: ['0.0000'] }),
    goal_period: Type.Integer({ description: 'Days after install over which the goal is measured; 0 where none applies (CPI)' }),
    event_target: Type.Optional(
      Type.String({
        description: 'CPE campaigns only (absent otherwise): the goal\'s target event, as /manage/v1 shows it in goal.event_target; "" when none is set. Set through /manage/v1: the first generation cannot set it.',
        examples: ['purchase'],
      }),
    ),
  },
  { description: 'A campaign as the first generation shows it' },
);
export type CampaignObject = Static<typeof CampaignObject>;

const CountrySettingsOut = Type.Object(
  {
    bid: Type.Optional(Type.Number()),
    budget: Type.Optional(Type.Number()),
    click_url: Type.Optional(Type.String()),
    impression_url: Type.Optional(Type.String()),
  },
  { description: 'Only the values set under this key are present' },
);

export const TargetsObject = Type.Object({
  bid_type: Type.Union(V1_BID_TYPES.map((v) => Type.Literal(v))),
  os_major_version_min: Type.Integer({ description: 'Lowest OS major version served; 0 = no minimum' }),
  device_types: Type.Array(Type.Union([Type.Literal('phone'), Type.Literal('tablet'), Type.Literal('other')])),
  countries: Type.Array(Type.Record(Type.String(), CountrySettingsOut), {
    description: 'Single-key objects: DEFAULT first (always present), then each targeted (not disabled) country in code order',
  }),
});
export type TargetsObject = Static<typeof TargetsObject>;

export const SourceObject = Type.Object({
  app_id: Type.String(),
  app_id_external: Type.String({ description: '"" until delivery has recorded it' }),
  status: Type.Boolean(),
});
export type SourceObject = Static<typeof SourceObject>;

export const SourcesPage = Type.Object({
  limit: Type.Integer({ description: 'Number of rows in this response' }),
  offset: Type.Integer({ description: 'Number of rows skipped' }),
  sources: Type.Array(SourceObject),
  total_row_count: Type.Integer({ description: 'Number of source overrides of the campaign' }),
});

// Request bodies -------------------------------------------------------------------------------

const Ignored = (description: string) => Type.Optional(Type.Unknown({ description: `${description}; read-only, ignored when sent` }));

const campaignProps =   {
    name: Type.Optional(Type.String({ description: 'Required on create' })),
    campaign_id: Type.Optional(Type.String({ description: 'Must be left out on create; on update, when sent, must equal the path id' })),
    package_name: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'Required on create (iOS: the numeric App Store id); read-only afterwards' })),
    bundle_id: Type.Optional(Type.String({ description: 'iOS bundle id: required on create of an iOS campaign, "" or absent on Android; read-only afterwards' })),
    platform: Type.Optional(Type.String({ description: 'ios or android (any case); required on create, read-only afterwards' })),
    category: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()])),
    bid_type: Type.Optional(Type.String({ description: `${V1_BID_TYPES.join(', ')} (any case); required on create, read-only afterwards` })),
    tracking_method: Type.Optional(Nullable(Type.String({ description: `${TRACKING_METHODS.join(', ')} (any case)` }))),
    status: Type.Optional(Bool('true = active; a new campaign is inactive unless the create says true')),
    goal_period: Type.Optional(
      Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: 'Optional on create (default by bid_type: CPP_GOAL 7, CPE 7, RET 7, ROAS_AD_BASED 0, ROAS_IAP 0, CPI none); read-only afterwards' }),
    ),
    event_target: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'Read-only (set through /manage/v1 goal.event_target): on create "" or absent; on update, when sent, must equal the current value ("" when none)',
      }),
    ),
    created_at: Ignored('Creation time'),
    created: Ignored('Creation time (the field table\'s name)'),
    impressions: Ignored("Yesterday's impressions"),
    clicks: Ignored("Yesterday's clicks"),
    installs: Ignored("Yesterday's installs"),
    spend: Ignored("Yesterday's spend"),
  };

export const CampaignBody = Type.Object(campaignProps, { additionalProperties: false });
/** Create: the identity fields a usable campaign needs (see docs/decisions/v1-campaign-create-identity-fields.md). */
export const CampaignCreateBody = Type.Object(campaignProps, { additionalProperties: false, required: ['name', 'platform', 'package_name', 'bid_type'] });
export type CampaignBody = Static<typeof CampaignBody>;

export const CountrySettingsIn = Type.Object(
  {
    bid: Type.Optional(Decimal('CPI in USD (CPI); percent goal (RET, ROAS_*); event value in USD (CPP_GOAL, CPE)')),
    budget: Type.Optional(Decimal('Daily budget in USD')),
    click_url: Type.Optional(Nullable(Type.String({ description: 'Click tracking URL with {MACRO}s from the supported list; null or "" clears it' }))),
    impression_url: Type.Optional(Nullable(Type.String({ description: 'Impression tracking URL, same macros' }))),
    disabled: Type.Optional(Bool('true stops targeting the country (GET leaves it out); naming a country without it targets it')),
  },
  { additionalProperties: false },
);
export type CountrySettingsIn = Static<typeof CountrySettingsIn>;

export const TargetsBody = Type.Object(
  {
    bid_type: Type.Optional(Type.String({ description: 'Read-only: when sent it must equal the campaign\'s bid_type' })),
    countries: Type.Optional(
      Type.Union(
        [
          Type.Array(Type.Record(Type.String(), CountrySettingsIn), { description: 'Single-key objects keyed DEFAULT or a country code' }),
          Type.Record(Type.String(), CountrySettingsIn, { description: 'Also accepted: one object keyed by DEFAULT and country codes' }),
        ],
        { description: 'Only the named entries change; country codes are ISO 3166-1 alpha-2 (any case, shown lower case)' },
      ),
    ),
    device_types: Type.Optional(Type.Array(Type.String(), { description: 'phone, tablet, other; [] = all; iOS campaigns only' })),
    os_major_version_min: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()], { description: '1..99; null clears it' })),
  },
  { additionalProperties: false },
);
export type TargetsBody = Static<typeof TargetsBody>;

export const SourcesQuery = Type.Object({
  limit: Type.Optional(Type.String({ description: 'Rows per page, 1..1000 (default 100 when only offset is given). With limit or offset the answer is the paged object' })),
  offset: Type.Optional(Type.String({ description: 'Rows to skip, >= 0 (default 0)' })),
});
export type SourcesQuery = Static<typeof SourcesQuery>;

const SourceChange = Type.Object({
  app_id: Type.Union([Type.String(), Type.Integer()]),
  status: Type.Union([Type.Boolean(), Type.String()]),
  app_id_external: Type.Optional(Type.Unknown({ description: 'Read-only, ignored' })),
});
export const SourcesBody = Type.Union([SourceChange, Type.Array(SourceChange, { maxItems: 1000 })], {
  description: 'One source change or a list of them (at most 1000)',
});

/** A route schema with its OpenAPI words (Fastify's type does not know them; the catalog reads them). */
export type RouteDoc = FastifySchema & { operationId?: string; summary?: string; description?: string; tags?: string[]; security?: unknown };
export const routeSchema = (s: RouteDoc): FastifySchema => s;
