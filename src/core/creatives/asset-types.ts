// The asset types a creative set can hold (spec 1, "Asset types"). File types are computed by the
// asset pipeline from the bytes; text types are values typed by the advertiser.

export const FILE_ASSET_TYPES = [
  'HOSTED_HTML',
  'IMG_BANNER',
  'IMG_ICON',
  'IMG_INTER_L',
  'IMG_INTER_P',
  'IMG_LEADER',
  'IMG_MREC',
  'IMG_NATIVE',
  'VID_LONG_P',
  'VID_SHORT_P',
] as const;

export const TEXT_ASSET_TYPES = ['TXT_BUTTON', 'TXT_RATING', 'TXT_SUBTITLE', 'TXT_TITLE'] as const;

export type FileAssetType = (typeof FILE_ASSET_TYPES)[number];
export type TextAssetType = (typeof TEXT_ASSET_TYPES)[number];
export type CreativeAssetType = FileAssetType | TextAssetType;

export const CREATIVE_ASSET_TYPES: readonly CreativeAssetType[] = [...FILE_ASSET_TYPES, ...TEXT_ASSET_TYPES].sort();

export const isTextType = (t: string): t is TextAssetType => (TEXT_ASSET_TYPES as readonly string[]).includes(t);
export const isFileType = (t: string): t is FileAssetType => (FILE_ASSET_TYPES as readonly string[]).includes(t);

/** Clients are loose with case: `img_banner` is IMG_BANNER. undefined when not an asset type. */
export function parseAssetType(raw: string): CreativeAssetType | undefined {
  const t = raw.trim().toUpperCase();
  return (CREATIVE_ASSET_TYPES as readonly string[]).includes(t) ? (t as CreativeAssetType) : undefined;
}
