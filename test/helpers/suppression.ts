// Helpers for suppression tests: id bodies and raw HTTP posts (node:http, so a body can be
// streamed, sized and cut off exactly as a test needs).
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { formatUuid } from '../../src/core/suppression/uuid.js';

export function randomIds(n: number): string[] {
  const raw = randomBytes(n * 16);
  return Array.from({ length: n }, (_, i) => formatUuid(raw.subarray(i * 16, i * 16 + 16)));
}

export interface PostResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown> | undefined;
}

/** POSTs body (a Buffer, a string, or a generator of chunks sent with chunked encoding). */
export function post(
  url: string,
  body: string | Buffer | Iterable<Buffer> | undefined,
  headers: Record<string, string | number> = {},
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let json: Record<string, unknown> | undefined;
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else {
      const it = body[Symbol.iterator]();
      const pump = () => {
        for (;;) {
          const n = it.next();
          if (n.done) return void req.end();
          if (!req.write(n.value)) return void req.once('drain', pump);
        }
      };
      pump();
    }
  });
}

export function suppressionUrl(base: string, op: 'add' | 'delete', query: Record<string, string | undefined>): string {
  const u = new URL(op === 'add' ? '/suppressionApps' : '/deleteSuppressionApps', base);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, v);
  return u.toString();
}

/** `n` random ids as newline-terminated text, built straight into a Buffer (fast enough for millions). */
export function randomIdText(n: number): Buffer {
  const hex = Buffer.from(randomBytes(n * 16).toString('hex'), 'latin1');
  const out = Buffer.allocUnsafe(n * 37);
  for (let i = 0; i < n; i++) {
    const h = i * 32;
    const o = i * 37;
    hex.copy(out, o, h, h + 8);
    out[o + 8] = 45;
    hex.copy(out, o + 9, h + 8, h + 12);
    out[o + 13] = 45;
    hex.copy(out, o + 14, h + 12, h + 16);
    out[o + 18] = 45;
    hex.copy(out, o + 19, h + 16, h + 20);
    out[o + 23] = 45;
    hex.copy(out, o + 24, h + 20, h + 32);
    out[o + 36] = 10;
  }
  return out;
}
