// The asset types a creative set can hold (spec 1, "Asset types"): the asset library's lists.
// File types are computed by the pipeline from the bytes; text types are typed by the advertiser.
import { FILE_ASSET_TYPES, TEXT_ASSET_TYPES, type FileAssetType, type TextAssetType } from '../assets/model.js';

export { FILE_ASSET_TYPES, TEXT_ASSET_TYPES };
export type { FileAssetType, TextAssetType };
export type CreativeAssetType = FileAssetType | TextAssetType;

export const CREATIVE_ASSET_TYPES: readonly CreativeAssetType[] = [...FILE_ASSET_TYPES, ...TEXT_ASSET_TYPES].sort();

export const isTextType = (t: string): t is TextAssetType => (TEXT_ASSET_TYPES as readonly string[]).includes(t);
export const isFileType = (t: string): t is FileAssetType => (FILE_ASSET_TYPES as readonly string[]).includes(t);

/** Clients are loose with case: `img_banner` is IMG_BANNER. undefined when not an asset type. */
export function parseAssetType(raw: string): CreativeAssetType | undefined {
  const t = raw.trim().toUpperCase();
  return (CREATIVE_ASSET_TYPES as readonly string[]).includes(t) ? (t as CreativeAssetType) : undefined;
}
