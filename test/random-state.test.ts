// The web model hashes a unit's day once and continues from that state for its salts
// (src/core/delivery/random.ts): every continued hash must equal the hash of the whole key, or the
// simulated figures would change.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hash32, hashAfter, hashAfterColon, hashOfState, prefixState, stateAfter } from '../src/core/delivery/random.js';

it('stateAfter/hashOfState and hashAfterColon give hash32 of the whole key', () => {
  for (let i = 0; i < 5000; i++) {
    const prefix = `web:${(i * 2654435761 >>> 0).toString(16)}:${['us', 'br', 'de'][i % 3]}:`;
    const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
    const s = prefixState(prefix);
    const dayState = stateAfter(s, day);
    assert.equal(hashOfState(dayState), hash32(prefix + day));
    assert.equal(hashOfState(dayState), hashAfter(s, day));
    for (const c of ['v', 'e', 'i']) assert.equal(hashAfterColon(dayState, c.charCodeAt(0)), hash32(`${prefix}${day}:${c}`), `${prefix}${day}:${c}`);
  }
});
