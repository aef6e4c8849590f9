// Small HTTP helpers for the /campaign_management/v1 creatives suites.
import assert from 'node:assert/strict';
import type { TestApp } from './app.js';

export const V1 = '/campaign_management/v1';

export interface Res<T = any> {
  status: number;
  body: T;
  text: string;
}

export async function call<T = any>(t: TestApp, token: string, method: string, path: string, body?: unknown): Promise<Res<T>> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`${t.url}${V1}${path}`, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, text };
}

/** call, asserting a 2xx answer: its parsed body. */
export async function callOk<T = any>(t: TestApp, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await call<T>(t, token, method, path, body);
  assert.ok(r.status < 300, `${method} ${path}: ${r.status} ${r.text}`);
  return r.body;
}

/** A form for POST /creative_set_assets. */
export function form(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type?: string }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return f;
}

/** Polls until pred holds (asset processing is asynchronous); fails after `tries`. */
export async function eventually<T>(fn: () => Promise<T>, pred: (v: T) => boolean, what: string, tries = 300): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < tries; i++) {
    last = await fn();
    if (pred(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
}
