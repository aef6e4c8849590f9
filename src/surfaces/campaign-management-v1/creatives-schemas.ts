import { Type, type Static } from '@sinclair/typebox';
import { CREATIVE_ASSET_TYPES } from '../../core/creatives/asset-types.js';
import { LANGUAGE_CODES } from '../../core/creatives/languages.js';
import { AD_SIZES, SIZE_DESIGNATORS } from '../../core/creatives/templates.js';

// Creative sets, assets and ads of /campaign_management/v1, declared once: Fastify validates
// requests with them, responses are serialised by them, the OpenAPI document shows them.

const SET_ID = 'Creative set id: the 32-hex creative_set_id (the internal integer id is accepted too)';

export const SetIdParams = Type.Object({ creative_set_id: Type.String({ description: SET_ID, examples: ['0f3c9a2b7d1e4f5a8b6c0d2e4f6a8b0c'] }) });
export type SetIdParams = Static<typeof SetIdParams>;
export const CampaignIdParams = Type.Object({ campaign_id: Type.String({ description: 'campaign_id (32 hex) of a campaign of the account' }) });
export type CampaignIdParams = Static<typeof CampaignIdParams>;
export const AdIdParams = Type.Object({ ad_id: Type.String({ pattern: '^[0-9]{1,15}$', description: 'Ad id (integer)' }) });
export type AdIdParams = Static<typeof AdIdParams>;

const Bool = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false'), Type.Literal('TRUE'), Type.Literal('FALSE')]);

/** Clients send booleans as JSON booleans or as the strings "true"/"false". */
export const parseBool = (v: boolean | string | undefined): boolean | undefined => (v === undefined ? undefined : v === true || String(v).toLowerCase() === 'true');

const creativeSetProps =   {
    campaign_id: Type.Optional(Type.String({ description: 'Required when creating (POST /creative_set): the campaign the new set runs in. On update it may be sent, and must then be a campaign the set runs in (a set runs in several campaigns when linked through /manage/v1/creative_set/add-to-campaigns; in each campaign\'s list it shows that campaign\'s id).' })),
    creative_set_id: Type.Optional(Type.String({ description: 'Read-only; when sent on update it must match the path.' })),
    name: Type.Optional(Type.String({ maxLength: 255, description: 'Creative set name; required when creating' })),
    countries: Type.Optional(Type.Array(Type.String(), { maxItems: 300, description: 'Lowercase ISO 3166-1 alpha-2 codes within the campaign\'s targeting (any case accepted); empty = all the campaign\'s countries' })),
    languages: Type.Optional(Type.Array(Type.String(), { maxItems: 100, description: `Language codes: ${LANGUAGE_CODES.join(', ')} (sl, Slovenian, is an extension)` })),
    product_page: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()], { description: 'iOS custom product page or Android store listing; null or "" clears it' })),
  };
const setOptions = { additionalProperties: true, description: 'Read-only fields (ads, assets, sizes) are ignored when sent back.' };
export const CreativeSetBody = Type.Object(creativeSetProps, setOptions);
export const CreativeSetCreateBody = Type.Object(creativeSetProps, { ...setOptions, required: ['campaign_id', 'name'] });
export type CreativeSetBody = Static<typeof CreativeSetBody>;

export const SizesBody = Type.Record(Type.String(), Bool, {
  description: `Size designator (${SIZE_DESIGNATORS.join(', ')}; any case) -> enabled. BANNER switches banner, leader and MREC ads; INTER interstitials; PRELOAD the preload ad; CTV is recorded (no template makes CTV ads). Designators not sent are unchanged.`,
  examples: [{ BANNER: false, INTER: true }],
});
export type SizesBody = Static<typeof SizesBody>;

export const AdBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    status: Type.Optional(Bool),
  },
  { additionalProperties: true, description: 'name and/or status; read-only fields are ignored' },
);
export type AdBody = Static<typeof AdBody>;

export const AssetObject = Type.Object({
  asset: Type.String({ description: 'URL of the file (under the asset host), or the text of a TXT_* asset' }),
  status: Type.Union([Type.Literal('processing'), Type.Literal('error'), Type.Literal('ready')]),
  type: Type.Union([Type.String({ enum: [...CREATIVE_ASSET_TYPES] }), Type.Null()], { description: 'Asset type; null only while an untyped file is processing or when no type fits it' }),
  error: Type.Optional(Type.String({ description: 'Why the asset is in error (present only then)' })),
});

export const AdObject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  creative_set_id: Type.String(),
  creative_set_name: Type.String(),
  size: Type.String({ enum: [...AD_SIZES], description: 'Ad size; PRELOAD for the Preload Standard template' }),
  status: Type.Boolean(),
  template: Type.String(),
});
export type AdObject = Static<typeof AdObject>;

export const SizesObject = Type.Object(
  Object.fromEntries(SIZE_DESIGNATORS.map((d) => [d, Type.Boolean()])) as Record<(typeof SIZE_DESIGNATORS)[number], ReturnType<typeof Type.Boolean>>,
);

export const CreativeSetObject = Type.Object({
  creative_set_id: Type.String({ description: '32 lowercase hex' }),
  campaign_id: Type.String(),
  name: Type.String(),
  countries: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  product_page: Type.Union([Type.String(), Type.Null()]),
  ads: Type.Array(AdObject),
  assets: Type.Array(AssetObject),
  sizes: SizesObject,
});
export type CreativeSetObject = Static<typeof CreativeSetObject>;

export const AssetFormFields = Type.Object({
  asset: Type.Optional(Type.String({ description: 'The text of a TXT_* type; or the SHA-1 hash or file URL of a file the account already uploaded; or the http(s) URL of a file elsewhere, which is fetched in the background (the asset is processing, then ready or error with the reason; private, loopback and link-local addresses are refused). Give either asset or file when adding or updating.' })),
  file: Type.Optional(Type.String({ format: 'binary', description: 'Image, video or HTML file; its type is computed from its bytes (a type that contradicts them ends the asset in error).' })),
  type: Type.Optional(Type.String({ enum: [...CREATIVE_ASSET_TYPES], description: 'Required with asset; optional with file; with remove, the type to remove' })),
  update: Type.Optional(Type.String({ enum: ['true', 'false'], description: 'true replaces the asset of that type (required when the set already has one)' })),
  remove: Type.Optional(Type.String({ enum: ['true', 'false'], description: 'true removes the asset of that type' })),
});

export const AssetsResponse = Type.Array(AssetObject, { description: 'Every asset of the creative set after the change' });
