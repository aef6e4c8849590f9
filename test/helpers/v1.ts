// A small client for /campaign_management/v1 tests: bearer token, JSON in and out.
import type { TestApp } from './app.js';

export interface V1Response<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export type V1Client = <T = any>(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<V1Response<T>>;

/** `token` undefined sends no Authorization header. `body` strings are sent as they are. */
export function v1Client(t: TestApp, token: string | undefined): V1Client {
  return async (method, path, body, headers = {}) => {
    const h: Record<string, string> = { ...headers };
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined && !h['content-type']) h['content-type'] = 'application/json';
    const res = await fetch(`${t.url}/campaign_management/v1${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as never };
  };
}
