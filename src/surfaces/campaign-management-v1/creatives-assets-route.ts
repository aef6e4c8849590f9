// POST /creative_set_assets/<creative_set_id>: one asset added, replaced or removed per request.
// The form is read part by part; a file streams straight into the asset library (never buffered).
// Whatever goes wrong after a file was taken in (a later field is bad, the set refuses the asset,
// the body is cut short), the asset taken in is discarded: a failed request leaves nothing behind.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTextType, parseAssetType, type CreativeAssetType, type FileAssetType } from '../../core/creatives/asset-types.js';
import type { AssetInfo, CreativeSetView, SetRef } from '../../core/creatives/model.js';
import { DomainError, invalid, isDomainError } from '../../core/shared/errors.js';
import { textProblem } from '../../core/shared/text.js';
import type { Container } from '../../http/container.js';
import { requireScope } from './auth.js';
import { setRef } from './creatives-refs.js';
import { v1SetRef } from './refs.js';
import { renderAsset } from './creatives-render.js';
import { AssetFormFields, AssetsResponse, SetIdParams } from './creatives-schemas.js';
import { noteIgnoredFields } from '../../http/ignored-fields.js';
import { hashedParts, type HashedFilePart } from '../../http/multipart-parts.js';

const FIELDS = ['asset', 'type', 'update', 'remove'] as const;
type FieldName = (typeof FIELDS)[number];
const MAX_FIELD_BYTES = 64 * 1024;

export async function registerCreativeSetAssetsRoute(s: FastifyInstance, c: Container): Promise<void> {
  const maxFile = c.config.creativesMaxFileBytes;
  await s.register(async (m) => {
    // spec 1: this endpoint takes multipart/form-data. Any other body (JSON, urlencoded, ...) is a
    // 415 naming the expected type: accepting it here would let a client work against this server
    // and then fail on the real service.
    m.removeAllContentTypeParsers();
    await m.register(multipart, {
      // Deliberately raised from the plugin's 1 MB default to the platform's per-file limit.
      limits: { fileSize: maxFile, files: 1, fields: 8, parts: 9, fieldSize: MAX_FIELD_BYTES, headerPairs: 100 },
    });
    m.addContentTypeParser('*', (req, _payload, done) => done(notMultipart(req.headers['content-type']), undefined));
    m.post<{ Params: SetIdParams }>(
      '/creative_set_assets/:creative_set_id',
      {
        preHandler: requireScope(c, 'creatives:write'),
        config: { longBody: true },
        // The form is validated field by field while it streams (below); the schema documents it.
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'changeCreativeSetAsset',
          tags: ['assets'],
          summary: 'Add, replace or remove one asset of a creative set',
          description:
            'multipart/form-data only (any other Content-Type is a 415). Add: `asset` (the text of a TXT_* type, the SHA-1 or URL of a file the account uploaded, or the http(s) URL of a file elsewhere: fetched in the background) with `type`, or `file` (type computed from its bytes; `type` optional). ' +
            '`update=true` replaces the asset of that type (a V1 set holds one per type; with a file, `type` may be left out: the type computed from the file names the asset replaced). `remove=true` with `type` removes it (or with `asset` naming the URL/hash/text to remove). ' +
            `A file is at most ${maxFile} bytes. Files are processed asynchronously: status processing, then ready or error (with the reason). Answers every asset of the set.`,
          consumes: ['multipart/form-data'],
          params: SetIdParams,
          body: AssetFormFields,
          response: { 200: AssetsResponse },
        } as never,
      },
      async (req) => {
        const accountId = req.access!.accountId;
        const ref = await v1SetRef(c, accountId, setRef(req.params.creative_set_id));
        await c.creatives.sets.get(accountId, ref); // 404 before any byte of the body is read
        const view = await changeSetAssetFromForm(req, c, accountId, ref);
        return view.members.map(renderAsset);
      },
    );
  });
}

/**
 * One change of a set's assets from a multipart form (fields asset, type, update, remove; a file
 * in `file`): this endpoint's rules, shared with the web console's upload into a creative set.
 * The caller has checked the set is the account's; the form must be multipart/form-data.
 */
export async function changeSetAssetFromForm(req: FastifyRequest, c: Container, accountId: number, ref: SetRef): Promise<CreativeSetView> {
  const maxFile = c.config.creativesMaxFileBytes;
  let ingested: AssetInfo | undefined;
  try {
    const form = new Map<FieldName, string>();
    if (!req.isMultipart()) throw notMultipart(req.headers['content-type']);
    ingested = await readMultipart(req, c, accountId, form, maxFile);
    const op = interpret(form, ingested !== undefined);
    const asset = ingested;
    const change = () =>
      op.kind === 'remove'
        ? c.creatives.members.removeMember(accountId, ref, { type: op.type, value: op.value })
        : c.creatives.members.putMember(accountId, ref, {
            type: op.type,
            update: op.update,
            source: asset ? { kind: 'asset', assetId: asset.id } : op.type && isTextType(op.type) ? { kind: 'text', value: op.value! } : { kind: 'reference', value: op.value! },
          });
    // the set's change is the request's change (the file taken in before it is not)
    return await (req.asChange ? req.asChange(change) : change());
  } catch (e) {
    if (ingested) {
      await c.creatives.members.discard(accountId, ingested.id).catch((err: unknown) => req.log.error({ err }, 'could not discard an ingested asset'));
    }
    throw translateMultipartError(e, maxFile);
  }
}

/** Reads the form; returns the ingested file's asset when a file part was sent. */
async function readMultipart(req: FastifyRequest, c: Container, accountId: number, form: Map<FieldName, string>, maxFile: number): Promise<AssetInfo | undefined> {
  let ingested: AssetInfo | undefined;
  try {
    // each file hashed once on its way in: the library keeps that digest (http/multipart-parts.ts)
    for await (const part of hashedParts(req, c.sha1)) {
      if (part.type === 'file' && part.fieldname !== 'file') {
        // an unknown file field is ignored like any unknown field (named in X-Ignored-Fields)
        part.file.resume();
        noteIgnoredFields(req, [part.fieldname]);
        continue;
      }
      if (part.type === 'file') {
        ingested = await takeFile(part, c, accountId, form, maxFile);
        continue;
      }
      const name = part.fieldname as FieldName;
      if (!FIELDS.includes(name)) {
        noteIgnoredFields(req, [part.fieldname]);
        continue;
      }
      if (form.has(name)) throw invalid(name, 'is given more than once');
      if (part.valueTruncated) throw invalid(name, `must be at most ${MAX_FIELD_BYTES} bytes`);
      const bad = textProblem(String(part.value));
      if (bad) throw invalid(name, bad);
      form.set(name, String(part.value));
    }
    return ingested;
  } catch (e) {
    // The caller never saw this asset: discard it here.
    if (ingested) await c.creatives.members.discard(accountId, ingested.id).catch(() => undefined);
    throw e;
  }
}

async function takeFile(part: HashedFilePart, c: Container, accountId: number, form: Map<FieldName, string>, maxFile: number): Promise<AssetInfo> {
  const refuse = (e: DomainError): never => {
    part.file.resume(); // let the parser move past the file's bytes; none are kept
    throw e;
  };
  if (part.fieldname !== 'file') refuse(invalid(part.fieldname, 'is not a file field of this form (the file goes in `file`)'));
  if (form.has('asset')) refuse(invalid('file', 'give either asset or file, not both'));
  if (isTrue(form.get('remove'))) refuse(invalid('file', 'a removal takes no file'));
  const typeRaw = form.get('type');
  const expected = typeRaw === undefined ? undefined : parseAssetType(typeRaw);
  if (typeRaw !== undefined && !expected) refuse(unknownType());
  if (expected && isTextType(expected)) refuse(invalid('file', `a ${expected} is a text: send it in the asset field`));
  let tooLarge = false;
  part.file.on('limit', () => {
    tooLarge = true;
    part.file.destroy(fileTooLarge(maxFile));
  });
  try {
    const asset = await c.creatives.members.ingest({ accountId, fileName: part.filename || 'file', contentType: part.mimetype, stream: part.file, sha1: part.sha1, expectedType: expected as FileAssetType | undefined, maxBytes: maxFile });
    if (tooLarge || part.file.truncated) {
      await c.creatives.members.discard(accountId, asset.id).catch(() => undefined);
      throw fileTooLarge(maxFile);
    }
    return asset;
  } catch (e) {
    if (tooLarge || (isDomainError(e) && e.code === 'payload_too_large')) throw fileTooLarge(maxFile);
    if (!isDomainError(e) && (part.file.errored || part.file.destroyed)) throw cutShort();
    throw e;
  }
}

type Operation = { kind: 'remove'; type?: CreativeAssetType; value?: string } | { kind: 'put'; type?: CreativeAssetType; update: boolean; value?: string };

function interpret(form: Map<FieldName, string>, hasFile: boolean): Operation {
  const remove = flag(form, 'remove');
  const update = flag(form, 'update');
  const typeRaw = form.get('type');
  const type = typeRaw === undefined ? undefined : parseAssetType(typeRaw);
  if (typeRaw !== undefined && !type) throw unknownType();
  const value = form.get('asset');
  if (remove) {
    if (hasFile) throw invalid('file', 'a removal takes no file');
    if (update) throw invalid('update', 'cannot be combined with remove=true');
    if (!type && value === undefined) throw invalid('type', 'is required to remove an asset');
    return { kind: 'remove', type, value };
  }
  if (hasFile && value !== undefined) throw invalid('file', 'give either asset or file, not both');
  if (!hasFile) {
    if (value === undefined) throw invalid('asset', 'give either asset or file (or remove=true with type)');
    if (!type) throw invalid('type', 'is required with asset');
    if (!value.trim()) throw invalid('asset', 'must not be empty');
  }
  return { kind: 'put', type, update, value };
}

function flag(form: Map<FieldName, string>, name: 'update' | 'remove'): boolean {
  const raw = form.get(name);
  if (raw === undefined || raw === '') return false;
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw invalid(name, 'must be true or false');
}

const isTrue = (v: string | undefined) => v !== undefined && ['true', '1'].includes(v.trim().toLowerCase());
const unknownType = () => invalid('type', 'must be an asset type (HOSTED_HTML, IMG_BANNER, IMG_ICON, IMG_INTER_L, IMG_INTER_P, IMG_LEADER, IMG_MREC, IMG_NATIVE, TXT_BUTTON, TXT_RATING, TXT_SUBTITLE, TXT_TITLE, VID_LONG_P, VID_SHORT_P)');
const fileTooLarge = (max: number) => invalid('file', `must be at most ${max} bytes`);
const notMultipart = (contentType: string | undefined) =>
  new DomainError('unsupported_media_type', `body: must be multipart/form-data, not ${contentType ? contentType.split(';')[0]!.trim() : 'an empty body'}`, {
    field: 'Content-Type',
    rule: 'must be multipart/form-data',
  });
const cutShort = () => new DomainError('malformed_request', 'body: the multipart body ended before the file did', { field: 'body', rule: 'must be a complete multipart/form-data body' });

/** Errors of the multipart reader, as 400s naming the problem. */
function translateMultipartError(e: unknown, maxFile: number): unknown {
  if (isDomainError(e)) return e;
  const err = e as { code?: string; message?: string };
  switch (err?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxFile);
    case 'FST_FILES_LIMIT':
      return invalid('file', 'one file per request');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid('body', 'too many form fields (asset, file, type, update, remove)');
    case 'FST_PROTO_VIOLATION':
      return invalid('body', 'has a forbidden field name');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('malformed_request', 'body: must be multipart/form-data', { field: 'Content-Type', rule: 'must be multipart/form-data' });
  }
  if (err?.message && /multipart|boundary|part|premature|unexpected end/i.test(err.message)) {
    return new DomainError('malformed_request', `body: malformed multipart/form-data (${err.message})`, { field: 'body', rule: 'must be a complete multipart/form-data body' });
  }
  return e;
}
