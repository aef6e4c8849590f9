// Asset uploads to `/manage/v1/asset/upload`: the files are streamed into one multipart body (never
// held in memory), with an exact Content-Length when every size is known, and a progress callback
// per chunk written. `waitForUpload` polls `asset/upload_result` until every file is final.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Core } from './core.js';
import type { paths as ManagePaths } from './generated/manage-v1.js';
import { sleep } from './retry.js';

export type UploadResult = ManagePaths['/manage/v1/asset/upload_result']['get']['responses'][200]['content']['application/json'];
export type AssetItem = ManagePaths['/manage/v1/asset/list']['get']['responses'][200]['content']['application/json'][number];

/** A file to upload: its path, or a name with bytes or a stream (a stream cannot be resent on a retry). */
export type UploadInput =
  | string
  | { path: string; name?: string; contentType?: string }
  | { name: string; data: Uint8Array | Readable; size?: number; contentType?: string };

export interface UploadProgress {
  /** Index of the file being sent, in the order given. */
  fileIndex: number;
  name: string;
  /** Bytes of this file sent so far, and its size when known. */
  fileBytes: number;
  fileSize?: number;
  /** Bytes of all files sent so far, and their total when every size is known. */
  bytes: number;
  totalBytes?: number;
  /** This file is sent whole. */
  fileDone: boolean;
  /** 1 for the first attempt; a retry starts counting again from 0 bytes. */
  attempt: number;
}

export interface UploadOptions {
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  /** Default: a new UUID for this upload (kept across its retries). */
  idempotencyKey?: string;
}

interface Prepared {
  name: string;
  contentType: string;
  size?: number;
  open(): Readable;
  reopenable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.zip': 'application/zip',
};

/** A Content-Type for a file name (the server decides the real type from the bytes). */
export function contentTypeOf(name: string): string {
  return TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

async function prepare(input: UploadInput): Promise<Prepared> {
  if (typeof input === 'string' || 'path' in input) {
    const file = typeof input === 'string' ? input : input.path;
    const st = await fs.promises.stat(file);
    if (!st.isFile()) throw new Error(`${file} is not a file`);
    const name = (typeof input === 'string' ? undefined : input.name) ?? path.basename(file);
    return {
      name,
      contentType: (typeof input === 'string' ? undefined : input.contentType) ?? contentTypeOf(name),
      size: st.size,
      open: () => fs.createReadStream(file, { highWaterMark: 1 << 20 }),
      reopenable: true,
    };
  }
  const { data } = input;
  if (data instanceof Uint8Array) return { name: input.name, contentType: input.contentType ?? contentTypeOf(input.name), size: data.length, open: () => Readable.from([Buffer.from(data.buffer, data.byteOffset, data.length)]), reopenable: true };
  let used = false;
  return {
    name: input.name,
    contentType: input.contentType ?? contentTypeOf(input.name),
    size: input.size,
    open: () => {
      if (used) throw new Error(`${input.name}: a stream can be sent only once`);
      used = true;
      return data;
    },
    reopenable: false,
  };
}

/** The quoted file name of a part: CR, LF and " percent-encoded as browsers do (WHATWG). */
function quoted(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

export class MultipartFiles {
  private readonly boundary = `----campaign-platform-${randomBytes(12).toString('hex')}`;
  private readonly heads: Buffer[];
  private readonly tail: Buffer;

  constructor(
    private readonly files: Prepared[],
    private readonly field: string,
  ) {
    this.heads = files.map((f) => Buffer.from(`--${this.boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${quoted(f.name)}"\r\nContent-Type: ${f.contentType}\r\n\r\n`, 'utf8'));
    this.tail = Buffer.from(`--${this.boundary}--\r\n`);
  }

  get contentType(): string {
    return `multipart/form-data; boundary=${this.boundary}`;
  }

  get reopenable(): boolean {
    return this.files.every((f) => f.reopenable);
  }

  get totalBytes(): number | undefined {
    return this.files.every((f) => f.size !== undefined) ? this.files.reduce((s, f) => s + f.size!, 0) : undefined;
  }

  /** Content-Length of the whole body, when every size is known. */
  get length(): number | undefined {
    const total = this.totalBytes;
    if (total === undefined) return undefined;
    return total + this.heads.reduce((s, h) => s + h.length + 2, 0) + this.tail.length;
  }

  /** A fresh body stream (one per attempt). */
  stream(attempt: number, onProgress?: (p: UploadProgress) => void): Readable {
    const { files, heads, tail } = this;
    const totalBytes = this.totalBytes;
    async function* parts(): AsyncGenerator<Buffer> {
      let bytes = 0;
      for (let i = 0; i < files.length; i++) {
        const f = files[i]!;
        yield heads[i]!;
        let fileBytes = 0;
        onProgress?.({ fileIndex: i, name: f.name, fileBytes, fileSize: f.size, bytes, totalBytes, fileDone: false, attempt });
        for await (const chunk of f.open()) {
          const b = chunk as Buffer;
          fileBytes += b.length;
          bytes += b.length;
          if (f.size !== undefined && fileBytes > f.size) throw new Error(`${f.name} grew while it was being sent`);
          yield b;
          onProgress?.({ fileIndex: i, name: f.name, fileBytes, fileSize: f.size, bytes, totalBytes, fileDone: false, attempt });
        }
        if (f.size !== undefined && fileBytes !== f.size) throw new Error(`${f.name} shrank while it was being sent`);
        yield Buffer.from('\r\n');
        onProgress?.({ fileIndex: i, name: f.name, fileBytes, fileSize: f.size, bytes, totalBytes, fileDone: true, attempt });
      }
      yield tail;
    }
    return Readable.from(parts(), { objectMode: false });
  }
}

export class Assets {
  constructor(private readonly core: Core) {}

  /** Every asset of the account's library (`asset/list`, page by page). */
  async *all(q: { resource_type?: 'image' | 'video' | 'html'; size?: number } = {}): AsyncGenerator<AssetItem, void, undefined> {
    const size = q.size ?? 100;
    for (let page = 1; ; page++) {
      const items = await this.core.json<AssetItem[]>('manage-v1', { method: 'GET', url: '/manage/v1/asset/list', query: { page, size, resource_type: q.resource_type } });
      yield* items;
      if (items.length < size) return;
    }
  }

  /** The library assets with these ids (any number; asked 100 at a time). */
  async get(ids: readonly (string | number)[]): Promise<AssetItem[]> {
    const out: AssetItem[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      const part = ids.slice(i, i + 100).join(',');
      out.push(...(await this.core.json<AssetItem[]>('manage-v1', { method: 'GET', url: '/manage/v1/asset/list', query: { ids: part, size: 100 } })));
    }
    return out;
  }

  /**
   * Uploads the files in ONE request (the server takes up to 40, MANAGE_MAX_FILES_PER_UPLOAD) and
   * answers its upload id; processing goes on in the background (waitForUpload). Files given by
   * path or as bytes are sent again on a retry, under the same Idempotency-Key.
   */
  async upload(inputs: readonly UploadInput[], o: UploadOptions = {}): Promise<{ uploadId: string; files: string[] }> {
    if (!inputs.length) throw new RangeError('upload: no files given');
    const files = await Promise.all(inputs.map(prepare));
    const body = new MultipartFiles(files, 'files');
    let attempt = 0;
    const res = await this.core.json<{ upload_id: string }>('manage-v1', {
      method: 'POST',
      url: '/manage/v1/asset/upload',
      headers: { 'content-type': body.contentType, ...(o.idempotencyKey ? { 'idempotency-key': o.idempotencyKey } : {}) },
      // without a length (a stream of unknown size) the body goes chunked
      length: body.length,
      streamed: true,
      body: () => body.stream(++attempt, o.onProgress),
      replaySafe: body.reopenable,
      signal: o.signal,
    });
    return { uploadId: res.upload_id, files: files.map((f) => f.name) };
  }

  /** Uploads any number of files, `perRequest` (default 40) to a request, one request after another. */
  async uploadMany(inputs: readonly UploadInput[], o: UploadOptions & { perRequest?: number } = {}): Promise<{ uploadId: string; files: string[]; offset: number }[]> {
    const per = o.perRequest ?? 40;
    const out: { uploadId: string; files: string[]; offset: number }[] = [];
    for (let i = 0; i < inputs.length; i += per) {
      const onProgress = o.onProgress && ((p: UploadProgress) => o.onProgress!({ ...p, fileIndex: p.fileIndex + i }));
      const r = await this.upload(inputs.slice(i, i + per), { ...o, onProgress, idempotencyKey: undefined });
      out.push({ ...r, offset: i });
    }
    return out;
  }

  /** One look at an upload's state. */
  result(uploadId: string, signal?: AbortSignal): Promise<UploadResult> {
    return this.core.json<UploadResult>('manage-v1', { method: 'GET', url: '/manage/v1/asset/upload_result', query: { upload_id: uploadId }, signal });
  }

  /**
   * Polls `asset/upload_result` until every file is final (SUCCESS or FAILURE, upload_status
   * FINISHED); waits 250 ms, then longer (up to `maxIntervalMs`) while nothing changes.
   */
  async waitForUpload(uploadId: string, o: { intervalMs?: number; maxIntervalMs?: number; timeoutMs?: number; signal?: AbortSignal; onPoll?: (r: UploadResult) => void } = {}): Promise<UploadResult> {
    const first = o.intervalMs ?? 250;
    const max = o.maxIntervalMs ?? 2000;
    const deadline = o.timeoutMs === undefined ? Infinity : Date.now() + o.timeoutMs;
    let wait = first;
    let last = '';
    for (;;) {
      const r = await this.result(uploadId, o.signal);
      o.onPoll?.(r);
      if (r.upload_status === 'FINISHED' && r.summary.pending === 0) return r;
      if (Date.now() + wait > deadline) throw new Error(`upload ${uploadId} is not finished after ${o.timeoutMs} ms (${r.summary.pending} of ${r.summary.total} files pending)`);
      const seen = JSON.stringify(r.summary);
      wait = seen === last ? Math.min(max, wait * 1.5) : first;
      last = seen;
      await sleep(wait, o.signal);
    }
  }
}
