// Issue 9, item 7: the sign-in throttle slows guessers without letting anyone lock a user out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SignInThrottle } from '../src/core/oauth/sign-in-throttle.js';
import { ManualClock } from '../src/infra/clock.js';

describe('sign-in throttle', () => {
  it('per address and e-mail: five free failures, then doubling waits; other addresses are not affected', () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const th = new SignInThrottle(clock);
    for (let i = 0; i < 5; i++) {
      assert.equal(th.retryAfterMs('ann@x.example', '10.0.0.1', undefined), 0);
      th.recordFailure('ann@x.example', '10.0.0.1');
    }
    assert.equal(th.retryAfterMs('ann@x.example', '10.0.0.1', undefined), 1000);
    assert.equal(th.retryAfterMs('ANN@x.example ', '10.0.0.1', undefined), 1000); // same e-mail, any case
    assert.equal(th.retryAfterMs('ann@x.example', '10.0.0.2', undefined), 0); // the owner elsewhere is not held back
    clock.advance(1000);
    th.recordFailure('ann@x.example', '10.0.0.1');
    assert.equal(th.retryAfterMs('ann@x.example', '10.0.0.1', undefined), 2000);
    // a success from that address forgives its failures
    th.recordSuccess('ann@x.example', '10.0.0.1', undefined);
    assert.equal(th.retryAfterMs('ann@x.example', '10.0.0.1', undefined), 0);
  });

  it('a distributed attack on one account throttles unknown sources only: the owner\'s device and address still get in', () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const th = new SignInThrottle(clock);
    th.recordSuccess('bob@x.example', '192.0.2.7', 'device-bob'); // Bob signed in before
    for (let i = 0; i < 60; i++) th.recordFailure('bob@x.example', `203.0.113.${i}`); // a botnet, one try per address
    assert.ok(th.retryAfterMs('bob@x.example', '198.51.100.1', undefined) > 0, 'a new address is throttled for this account');
    assert.equal(th.retryAfterMs('bob@x.example', '192.0.2.7', undefined), 0, 'the known address is not');
    assert.equal(th.retryAfterMs('bob@x.example', '198.51.100.9', 'device-bob'), 0, 'the known device is not, from anywhere');
    assert.equal(th.retryAfterMs('carol@x.example', '198.51.100.1', undefined), 0, 'other accounts are not');
    clock.advance(15 * 60 * 1000);
    assert.equal(th.retryAfterMs('bob@x.example', '198.51.100.1', undefined), 0, 'the window passes');
  });

  it('one address spraying many accounts is blocked after 100 failures', () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const th = new SignInThrottle(clock);
    for (let i = 0; i < 100; i++) th.recordFailure(`user${i}@x.example`, '203.0.113.66');
    assert.ok(th.retryAfterMs('someone@x.example', '203.0.113.66', undefined) > 0);
    assert.equal(th.retryAfterMs('someone@x.example', '203.0.113.67', undefined), 0);
  });
});
