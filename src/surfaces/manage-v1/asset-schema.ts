// Response schemas of /manage/v1/asset/*.
import { Type } from '@sinclair/typebox';

export const AssetOut = Type.Object({
  id: Type.String(),
  name: Type.String(),
  status: Type.String({ description: 'IN_REVIEW while processing and under review, then ACTIVE or REJECTED' }),
  url: Type.String(),
  asset_type: Type.Union([Type.String({ enum: ['HOSTED_HTML', 'VID_LONG_P', 'VID_SHORT_P', 'IMG_BANNER', 'IMG_INTER_P'] }), Type.Null()], {
    description:
      "Computed from the file; null until known, and for an upload whose file is none of the types the account's creative sets take (it is REJECTED): APP spec 2's four (HOSTED_HTML, VID_LONG_P, VID_SHORT_P, IMG_BANNER), WEB HOSTED_HTML, IMG_INTER_P, VID_SHORT_P, VID_LONG_P",
  }),
  resource_type: Type.Union([Type.String({ enum: ['IMAGE', 'VIDEO', 'HTML'] }), Type.Null()], { description: 'null until known' }),
  upload_time: Type.String({ description: 'YYYY-MM-DDTHH:MM:SS (UTC)' }),
  asset_hash: Type.String({ description: 'SHA-1 of the file, hex' }),
  violation_reasons: Type.Array(Type.String()),
});

export const UploadAnswer = Type.Object({ upload_id: Type.String({ description: '32 hexadecimal characters' }) });

export const UploadResultAnswer = Type.Object({
  upload_status: Type.Union([Type.Literal('PENDING'), Type.Literal('FINISHED')]),
  summary: Type.Object({ total: Type.Integer(), success: Type.Integer(), failed: Type.Integer(), pending: Type.Integer() }),
  details: Type.Array(
    Type.Object({
      id: Type.String({ description: 'Asset id ("" when the file was refused before it became an asset)' }),
      name: Type.String(),
      uploadTime: Type.String({ description: 'YYYY-MM-DDTHH:MM:SS (UTC); camelCase as the real service' }),
      url: Type.String(),
      resource_type: Type.Union([Type.String(), Type.Null()]),
      file_status: Type.Union([Type.Literal('PENDING'), Type.Literal('SUCCESS'), Type.Literal('FAILURE')]),
      error_message: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
