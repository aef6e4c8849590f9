import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '../core/shared/ports.js';

export const randomIds: IdGenerator = {
  hex32: () => randomBytes(16).toString('hex'),
  // 32 bytes = 256 bits of entropy; base64url keeps it safe in query strings and headers.
  secret: (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`,
};
