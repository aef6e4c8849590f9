// /manage/v1/asset/list|upload|upload_result on the asset library (src/core/assets) and the
// batch uploads core (src/core/uploads).
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../../core/shared/errors.js';
import type { IncomingFile } from '../../core/uploads/model.js';
import type { Container } from '../../http/container.js';
import { hashedParts } from '../../http/multipart-parts.js';
import { AssetOut, UploadAnswer, UploadResultAnswer } from './asset-schema.js';
import { accountOf } from './auth.js';
import { v2Time } from './campaign-map.js';
import { ListQueryProps, parseListQuery, type RawListQuery } from './list-query.js';
import { AccountIdProps, errorResponses } from './schemas.js';
import { lookupTable } from '../../core/shared/lookup.js';
import { rulesOf } from '../../core/account-types/account-types.js';

const RESOURCE_TYPES = lookupTable<'IMAGE' | 'VIDEO' | 'HTML'>({ image: 'IMAGE', video: 'VIDEO', html: 'HTML' });
/** Multipart field names taken as `files` (the spec's name; clients also send files[] or file). */
const FILE_FIELDS = new Set(['files', 'files[]', 'file']);
/** Room for multipart boundaries and part headers on top of the files' own bytes. */
const MULTIPART_SLACK = 1024 * 1024;

/** Asset review state in v2 terms: IN_REVIEW until processed and reviewed. */
function assetStatus(a: { processing: string; review?: string | null }): string {
  if (a.processing === 'error') return 'REJECTED';
  if (a.processing === 'processing') return 'IN_REVIEW';
  return a.review ?? 'IN_REVIEW';
}

export async function assetRoutes(s: FastifyInstance, c: Container): Promise<void> {
  // Encapsulated here: other surfaces register their own multipart parsers.
  // A file over its limit is truncated, not an error: the uploads core sees the extra byte and
  // records that file as a FAILURE while the others go on.
  if (!s.hasContentTypeParser('multipart/form-data')) await s.register(multipart, { throwFileSizeLimit: false });
  const lim = c.config.manage;

  s.get<{ Querystring: Omit<RawListQuery, 'hashed_ids'> & { account_id: string; resource_type?: string } }>(
    '/asset/list',
    {
      schema: {
        operationId: 'assetList',
        summary: 'List the asset library',
        description: 'Assets of the account ordered by id ascending; `resource_type` (image, html, video; any case) filters. A page past the end is [].',
        tags: ['asset'],
        querystring: Type.Object({
          ...AccountIdProps,
          ids: ListQueryProps.ids,
          page: ListQueryProps.page,
          size: ListQueryProps.size,
          resource_type: Type.Optional(Type.String({ description: 'image, html or video' })),
        }),
        response: { 200: Type.Array(AssetOut), ...errorResponses },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, { hashedIds: false });
      const raw = request.query.resource_type?.trim().toLowerCase();
      let resourceType: 'IMAGE' | 'VIDEO' | 'HTML' | undefined;
      if (raw) {
        resourceType = RESOURCE_TYPES[raw];
        if (!resourceType) throw invalid('resource_type', 'must be image, html or video');
      }
      const accountId = accountOf(request);
      // the types this account's sets take (its account type's: WEB adds IMG_INTER_P)
      const v2Types = rulesOf(await c.accounts.accountType(accountId)).creativeSets.assetTypes;
      const assets = await c.assets.list(accountId, { ids: q.ids, resourceType, page: q.page, size: q.size, secondGeneration: true, v2Types });
      return assets.map((a) => ({
        id: String(a.id),
        name: a.name,
        status: assetStatus(a),
        url: a.url,
        // only spec 2's four types are ever shown; a v2 upload that became another type is REJECTED with null here
        asset_type: a.assetType && (v2Types as readonly string[]).includes(a.assetType) ? a.assetType : null,
        resource_type: a.resourceType ?? null,
        upload_time: v2Time(a.createdAt),
        asset_hash: a.sha1,
        violation_reasons: [...(a.violationReasons ?? [])],
      }));
    },
  );

  s.post(
    '/asset/upload',
    {
      config: { longBody: true, multipartLimits: uploadPartLimits(lim.maxFilesPerUpload, lim.maxFileBytes) },
      // the body streams into the library part by part (never parsed up front): the schema documents it
      validatorCompiler: () => () => true,
      schema: {
        operationId: 'assetUpload',
        summary: 'Upload files into the asset library',
        description: `multipart/form-data, 1 to ${lim.maxFilesPerUpload} files in the field \`files\`, each at most ${lim.maxFileBytes} bytes and ${lim.maxUploadBytes} bytes in all; unique file names; Content-Type text/html, image/gif, image/jpeg, image/png, video/mp4 or video/quicktime. Files are streamed into the library and processed asynchronously; the answer comes once the request has been read. A file breaking a per-file rule becomes a FAILURE in upload_result; breaking a request rule (no file, too many, too large) refuses the whole request and keeps nothing.`,
        tags: ['asset'],
        consumes: ['multipart/form-data'],
        body: Type.Object(
          { files: Type.Array(Type.String({ format: 'binary' }), { minItems: 1, maxItems: lim.maxFilesPerUpload, description: 'The files, each a part named files with its own file name and Content-Type' }) },
          { required: ['files'] },
        ),
        querystring: Type.Object(AccountIdProps),
        response: { 200: UploadAnswer, ...errorResponses, 413: { ...errorResponses[400], description: 'Request larger than the upload limit (100008)' } },
      },
    },
    async (request) => {
      const accountId = accountOf(request);
      const len = Number(request.headers['content-length'] ?? NaN);
      if (Number.isFinite(len) && len > lim.maxUploadBytes + MULTIPART_SLACK) {
        throw new DomainError('payload_too_large', `files: the upload is larger than ${lim.maxUploadBytes} bytes`, { field: 'files', rule: `at most ${lim.maxUploadBytes} bytes per request` });
      }
      if (!request.isMultipart()) throw invalid('files', 'send multipart/form-data with the files in the field "files"');
      const batch = await c.uploads.receive(accountId, fileParts(request, c, lim.maxFilesPerUpload, lim.maxFileBytes), { saveAs: request.asChange });
      return { upload_id: batch.uploadId };
    },
  );

  s.get<{ Querystring: { account_id: string; upload_id?: string } }>(
    '/asset/upload_result',
    {
      schema: {
        operationId: 'assetUploadResult',
        summary: 'Processing outcome of an upload',
        description: 'upload_status is PENDING while any file is pending, then FINISHED; summary counts add up to total.',
        tags: ['asset'],
        querystring: Type.Object({ ...AccountIdProps, upload_id: Type.Optional(Type.String({ description: 'From asset/upload' })) }),
        response: { 200: UploadResultAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const id = request.query.upload_id;
      if (!id || !id.trim()) throw invalid('upload_id', 'is required');
      const r = await c.uploads.result(accountOf(request), id);
      return {
        upload_status: r.status,
        summary: r.summary,
        details: r.details.map((d) => ({
          id: d.id,
          name: d.name,
          uploadTime: v2Time(d.uploadTime),
          url: d.url,
          resource_type: d.resourceType,
          file_status: d.status,
          error_message: d.errorMessage,
        })),
      };
    },
  );
}

/**
 * busboy limits of an upload: one more file than allowed, so the uploads core sees the extra one
 * and refuses the request with its own message; one byte more than a file may have, so it sees
 * the overflow (busboy then truncates instead of reading the rest into nowhere).
 */
export function uploadPartLimits(maxFiles: number, maxFileBytes: number): Record<string, number> {
  return { files: maxFiles + 1, fileSize: maxFileBytes + 1, fields: 100, parts: maxFiles + 101 };
}

/**
 * The file parts of the request as they arrive; other fields are skipped. Each file is hashed once,
 * on its way in (http/multipart-parts.ts): the library keeps that digest, and an Idempotency-Key
 * binds the request to it.
 */
export async function* fileParts(request: FastifyRequest, c: Pick<Container, 'sha1'>, maxFiles: number, maxFileBytes: number): AsyncGenerator<IncomingFile> {
  try {
    for await (const p of hashedParts(request, c.sha1, uploadPartLimits(maxFiles, maxFileBytes))) {
      if (p.type !== 'file') continue;
      if (!FILE_FIELDS.has(p.fieldname)) {
        p.file.resume();
        throw invalid(p.fieldname, 'files go in the multipart field "files"');
      }
      yield { fileName: p.filename, contentType: p.mimetype, stream: p.file, sha1: p.sha1 };
    }
  } catch (e) {
    throw multipartError(e);
  }
}

function multipartError(e: unknown): unknown {
  if (e instanceof DomainError) return e;
  const err = e as { code?: string; message?: string; statusCode?: number };
  if (err?.code === 'FST_FILES_LIMIT') return invalid('files', 'too many files in one upload');
  if (err?.code === 'FST_PARTS_LIMIT') return invalid('files', 'too many parts in the multipart body');
  if (err?.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return invalid('files', 'send multipart/form-data with the files in the field "files"');
  if (err?.message && /multipart|boundary|part|premature|unexpected end/i.test(err.message)) {
    return new DomainError('malformed_request', `body: malformed multipart/form-data (${err.message})`, { field: 'body', rule: 'must be a complete multipart/form-data body' });
  }
  return e;
}
