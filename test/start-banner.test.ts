// Issue 33, item 13: the banner's report line carries the dates themselves (GNU `date -d yesterday`
// fails on macOS), from the platform clock, and the line's curl runs as printed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoBanner } from '../src/root/demo.js';

const demo = { file: '/data/demo-credentials.json', created: false, creds: { account_id: '1', campaign_api_key: 'k', management_key: 'm', report_key: 'r', user_email: 'demo+1@example.com', user_password: 'pw', client_id: 'c', client_secret: 's' } };

describe('start-up banner: the report line', () => {
  it('prints the day before and the day of the platform clock, across a month and a year', () => {
    const text = demoBanner('http://127.0.0.1:8080', demo, false, new Date('2027-01-01T00:30:00Z'));
    assert.match(text, /# reporting: 2026-12-31 and 2027-01-01 \(UTC\) by campaign/);
    assert.match(text, /&start=2026-12-31&end=2027-01-01&columns=/);
    assert.doesNotMatch(text, /\$\(date/, 'no shell date command');
    const march = demoBanner('http://127.0.0.1:8080', demo, false, new Date('2028-03-01T23:59:59Z'));
    assert.match(march, /&start=2028-02-29&end=2028-03-01&/);
  });
});
