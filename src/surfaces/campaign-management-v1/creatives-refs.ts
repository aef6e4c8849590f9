import type { SetRef } from '../../core/creatives/model.js';
import { notFound } from '../../core/shared/errors.js';

/** Path/body ids of spec 1 are "string or integer": 32 hex is the external id, digits the internal one. */
function ref(raw: string, what: string): SetRef {
  const v = raw.trim().toLowerCase();
  if (/^[0-9a-f]{32}$/.test(v)) return { hashedId: v };
  if (/^[0-9]{1,15}$/.test(v)) return { id: Number(v) };
  throw notFound(what);
}

export const setRef = (raw: string): SetRef => ref(raw, 'creative set');
