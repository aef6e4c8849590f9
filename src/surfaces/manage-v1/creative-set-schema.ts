// Request and response schemas of /manage/v1/creative_set/*.
import { Type, type Static } from '@sinclair/typebox';

const Id = Type.Union([Type.String(), Type.Integer()]);

export const CreativeSetAssetIn = Type.Object({
  id: Id,
  name: Type.Optional(Type.Unknown({ description: 'Ignored' })),
  status: Type.Optional(Type.Unknown({ description: 'Ignored' })),
  type: Type.Optional(Type.Unknown({ description: 'Ignored (computed from the file)' })),
  url: Type.Optional(Type.Unknown({ description: 'Ignored' })),
  resource_type: Type.Optional(Type.Unknown({ description: 'Ignored' })),
});

const setFields = {
  id: Type.Optional(Id),
  hashed_id: Type.Optional(Type.Unknown({ description: 'Forbidden on create, ignored on update' })),
  campaign_id: Type.Optional(Id),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String({ description: "The account's type: APP or WEB" })),
  assets: Type.Optional(
    Type.Array(CreativeSetAssetIn, {
      description:
        'Library assets (by id), 1 to 50, no id twice. APP: types HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER, one HOSTED_HTML required. WEB: HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P (IMG_BANNER refused), at least one video and one HOSTED_HTML or IMG_INTER_P. V1 sets hold one per type, V2 up to 10',
    }),
  ),
  countries: Type.Optional(Type.Array(Type.String(), { description: 'ISO 3166-1 alpha-2 codes (any case); empty = all of the campaign. A WEB set may not list AD, AT, AW, AX, BE, BL, BQ, CH, CW, DE, DK, ES, FI, FO, FR, GB, GF, GG, GI, GL, GP, GR, IE, IM, IS, IT, JE, LI, LU, MC, MF, MQ, MT, NC, NL, NO, PF, PM, PT, RE, SE, SH, SJ, SM, SX, VA, WF, YT' })),
  languages: Type.Optional(Type.Array(Type.String(), { description: 'Language names (ENGLISH, CHINESE_SIMPLIFIED, ...); empty = all' })),
  product_page: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'APP accounts: the custom product page' })),
  creative_set_url: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: "WEB accounts: the page this set's ads open, an absolute http(s) URL; on update \"\" clears it" })),
  status: Type.Optional(Type.String({ description: 'LIVE or PAUSED (any case); new sets are LIVE unless told' })),
  version: Type.Optional(Type.Unknown({ description: 'Ignored: new sets are V2' })),
  created_at: Type.Optional(Type.Unknown({ description: 'Ignored' })),
};

// `required` is the spec's Create/Update columns.
export const CreativeSetCreateBody = Type.Object(setFields, { description: 'Creative set (Create column of the spec; campaign_id is optional as on the current service: without it the set is unattached)', required: ['assets', 'name', 'type'] });
export const CreativeSetUpdateBody = Type.Object(setFields, { description: 'Creative set (Update column of the spec; campaign_id, when sent, must be a campaign the set runs in)', required: ['id', 'type'] });
export type CreativeSetBody = Static<typeof CreativeSetCreateBody>;

export const CloneBody = Type.Object({
  campaign_id: Id,
  creative_set_id: Id,
  status: Type.String({ description: 'LIVE or PAUSED (any case)' }),
});
export type CloneBodyT = Static<typeof CloneBody>;

export const CreativeSetAssetOut = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.String({ enum: ['IN_REVIEW', 'ACTIVE', 'REJECTED', 'PAUSED'] }),
  url: Type.String(),
  type: Type.String({ enum: ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER', 'IMG_INTER_P'], description: "Only members of the account type's set types are shown (APP: HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER; WEB: HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P; a first-generation set may hold others)" }),
  resource_type: Type.String({ enum: ['IMAGE', 'VIDEO', 'HTML'] }),
});

export const CreativeSetOut = Type.Object({
  id: Type.String(),
  hashed_id: Type.String(),
  campaign_id: Type.Optional(Type.String({ description: 'The campaign the set is listed under, or the first it runs in; absent when it runs in none' })),
  campaign_ids: Type.Array(Type.String(), { description: 'Every campaign the set runs in, in the order they were linked (empty: an unattached set)' }),
  type: Type.String({ enum: ['APP', 'WEB'] }),
  name: Type.String(),
  assets: Type.Array(CreativeSetAssetOut),
  languages: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  product_page: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'APP sets' })),
  creative_set_url: Type.Optional(Type.String({ description: 'WEB sets ("" when not set)' })),
  status: Type.Union([Type.Literal('LIVE'), Type.Literal('PAUSED')]),
  version: Type.Union([Type.Literal('V1'), Type.Literal('V2')]),
  created_at: Type.String(),
});
export type CreativeSetOutT = Static<typeof CreativeSetOut>;

export const IdVersionAnswer = Type.Object({ id: Type.String(), version: Type.Union([Type.Literal('V1'), Type.Literal('V2')]) });

export const ListByCampaignAnswer = Type.Object({
  campaign_count: Type.Integer(),
  creative_set_count: Type.Integer(),
  campaigns: Type.Record(Type.String(), Type.Array(CreativeSetOut)),
});
