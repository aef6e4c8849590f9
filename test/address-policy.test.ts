// Issue 22, item 7: the address policy of every server-side fetch (asset URLs, postbacks), checked
// on the policy itself (no connection is made). Special-purpose ranges are refused as the IANA
// registries list them (each entry's first and last address), and every IPv6 form that embeds an
// IPv4 address is refused, whatever address it embeds, except a plain IPv4-mapped address, which
// is judged as the IPv4 address it maps.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPublicAddress } from '../src/infra/http-fetch/address-policy.js';

// IANA IPv4 Special-Purpose Address Registry (every entry), plus multicast and limited broadcast
// from the IPv4 Address Space Registry.
const IANA_V4 = [
  '0.0.0.0/8', '0.0.0.0/32', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12',
  '192.0.0.0/24', '192.0.0.0/29', '192.0.0.8/32', '192.0.0.9/32', '192.0.0.10/32', '192.0.0.170/32', '192.0.0.171/32',
  '192.0.2.0/24', '192.31.196.0/24', '192.52.193.0/24', '192.88.99.0/24', '192.168.0.0/16', '192.175.48.0/24',
  '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '240.0.0.0/4', '255.255.255.255/32', '224.0.0.0/4',
];
// IANA IPv6 Special-Purpose Address Registry (every entry), plus multicast and the deprecated
// site-local block from the IPv6 Address Space Registry.
const IANA_V6 = [
  '::1/128', '::/128', '::ffff:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '100:0:0:1::/64', '2001::/23', '2001::/32',
  '2001:1::1/128', '2001:1::2/128', '2001:1::3/128', '2001:2::/48', '2001:3::/32', '2001:4:112::/48', '2001:10::/28',
  '2001:20::/28', '2001:30::/28', '2001:db8::/32', '2002::/16', '2620:4f:8000::/48', '3fff::/20', '5f00::/16', 'fc00::/7',
  'fe80::/10', 'ff00::/8', 'fec0::/10',
];

const v4ToInt = (s: string) => s.split('.').reduce((n, o) => n * 256 + Number(o), 0);
const intToV4 = (n: number) => [24, 16, 8, 0].map((s) => Math.floor(n / 2 ** s) % 256).join('.');
function v6ToBig(s: string): bigint {
  const [head, tail] = s.includes('::') ? s.split('::') : [s, undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}
const bigToV6 = (n: bigint) => Array.from({ length: 8 }, (_, i) => ((n >> BigInt(16 * (7 - i))) & 0xffffn).toString(16)).join(':');
/** First and last address of a block. */
function ends(cidr: string): [string, string] {
  const [base, len] = cidr.split('/') as [string, string];
  const bits = Number(len);
  if (base.includes(':')) {
    const first = v6ToBig(base);
    return [bigToV6(first), bigToV6(first | ((1n << BigInt(128 - bits)) - 1n))];
  }
  const first = v4ToInt(base);
  return [intToV4(first), intToV4(first + 2 ** (32 - bits) - 1)];
}
const hex32 = (v4: string) => {
  const n = v4ToInt(v4);
  return `${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
};
/** Every IPv6 spelling that carries the IPv4 address v4 (other than mapped, judged as v4). */
const embeddings = (v4: string) => [
  `::${v4}`, `::${hex32(v4)}`, `0:0:0:0:0:0:${v4}`, // IPv4-compatible (deprecated)
  `::ffff:0:${v4}`, `::ffff:0:${hex32(v4)}`, // SIIT (RFC 6145)
  `64:ff9b::${v4}`, `64:ff9b::${hex32(v4)}`, `0064:FF9B:0000:0000:0000:0000:${v4}`, // NAT64 well-known prefix
  `64:ff9b:1:${hex32(v4)}::`, `64:ff9b:1::${v4}`, // NAT64 local-use prefix (RFC 8215)
  `2002:${hex32(v4)}::1`, `2002:${hex32(v4)}:1::`, // 6to4
  `2001:0:${hex32(v4)}::1`, `2001::${hex32(v4)}`, // Teredo (server address, obfuscated client address)
];

describe('address policy (issue 22, item 7)', () => {
  it('public unicast addresses pass, and so does the IPv4-mapped spelling of one', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '192.0.1.1', '2001:4860:4860::8888', '2606:4700::1111', '2a00:1450:4001::1', '::ffff:8.8.8.8', '::ffff:808:808']) assert.equal(isPublicAddress(ip), true, ip);
  });

  it('every range of the IANA IPv4 special-purpose registry is refused (first and last address)', () => {
    for (const cidr of IANA_V4) for (const ip of ends(cidr)) assert.equal(isPublicAddress(ip), false, `${ip} (${cidr})`);
  });

  it('every range of the IANA IPv6 special-purpose registry is refused (first and last address)', () => {
    for (const cidr of IANA_V6) {
      const [first, last] = ends(cidr);
      // (::ffff:0:0/96 is IPv4-mapped: its ends map 0.0.0.0 and 255.255.255.255, both refused)
      assert.equal(isPublicAddress(first), false, `${first} (${cidr})`);
      assert.equal(isPublicAddress(last), false, `${last} (${cidr})`);
    }
  });

  it('IPv6 outside 2000::/3 (reserved by the IETF) is refused', () => {
    for (const ip of ['::2', '::ffff', '1::1', '4000::1', 'e000::1', '::1:0:0:1']) assert.equal(isPublicAddress(ip), false, ip);
  });

  it('the forms the probe found are refused: IPv4-compatible, ::ffff:0:a.b.c.d, NAT64 (both prefixes), 6to4, Teredo', () => {
    for (const ip of ['::127.0.0.1', '::7f00:1', '::169.254.169.254', '::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '64:ff9b::7f00:1', '64:ff9b:1::127.0.0.1', '64:ff9b:1:7f00:1::', '2002:7f00:1::', '2002:a9fe:a9fe::1', '2001:0:7f00:1::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2']) {
      assert.equal(isPublicAddress(ip), false, ip);
    }
  });

  it('every IPv6 form embedding a refused IPv4 address is refused, and so is each with a public one (special-purpose prefixes)', () => {
    const refusedV4 = IANA_V4.flatMap(ends);
    for (const v4 of [...refusedV4, '8.8.8.8', '1.1.1.1']) for (const ip of embeddings(v4)) assert.equal(isPublicAddress(ip), false, `${ip} (carries ${v4})`);
    // a mapped address is judged as the IPv4 address it maps
    for (const v4 of refusedV4) {
      assert.equal(isPublicAddress(`::ffff:${v4}`), false, `::ffff:${v4}`);
      assert.equal(isPublicAddress(`::ffff:${hex32(v4)}`), false, `::ffff:${hex32(v4)}`);
    }
  });

  it('only plain addresses are judged: other spellings, zone ids and non-addresses are refused', () => {
    for (const ip of ['0x7f.1', '127.1', '2130706433', '017700000001', 'fe80::1%eth0', '8.8.8.8%1', '[::1]', ' 8.8.8.8', 'localhost', 'not-an-ip', '', undefined as unknown as string]) assert.equal(isPublicAddress(ip), false, String(ip));
  });
});
