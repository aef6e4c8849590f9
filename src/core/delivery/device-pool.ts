// Installing devices are drawn from a deterministic pool of advertising ids per app, so a test
// can put some of them on the app's suppression list and check that they never install.
// Documented in docs/delivery.md; GET /_sandbox/device-pool lists a pool.
import { createHash } from 'node:crypto';
import { formatUuid } from '../suppression/uuid.js';

/** Devices per app. */
export const DEVICE_POOL_SIZE = 1000;

/**
 * The i-th advertising id of an app's pool: the first 16 bytes of SHA-256("device-pool:<package>:<i>"),
 * shaped as a version-4 UUID (lower case). `packageName` is the campaign's package name (Android
 * package or iOS bundle id) exactly as the suppression API takes it.
 */
export function poolDeviceId(packageName: string, i: number): string {
  const b = createHash('sha256').update(`device-pool:${packageName}:${i}`).digest();
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  return formatUuid(b.subarray(0, 16));
}

export function devicePool(packageName: string): string[] {
  return Array.from({ length: DEVICE_POOL_SIZE }, (_, i) => poolDeviceId(packageName, i));
}
