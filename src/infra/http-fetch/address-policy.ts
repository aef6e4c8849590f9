// Which addresses a server-side fetch (assets given as a URL, postbacks) may reach: public unicast
// only. Checked on the resolved address, so a name that resolves to 127.0.0.1 is refused too.
//
// Special-purpose addresses are refused by the IANA registries, through ipaddr.js's range table
// (its `range()` names every entry of the IANA IPv4 and IPv6 Special-Purpose Address Registries:
// loopback, private, link-local, carrier-grade NAT, documentation, benchmarking, AS112, AMT,
// ORCHID, Teredo, 6to4, NAT64, discard, ...; and multicast, broadcast, reserved), not a hand list:
// an address is allowed when ipaddr.js calls it plain `unicast` (issue 22, item 7). On top:
// - IPv6 must lie in 2000::/3, the only block the IANA IPv6 Address Space Registry allocates as
//   global unicast; everything else there is "Reserved by IETF". This refuses IPv4-compatible
//   `::a.b.c.d` (deprecated, inside ::/8) and any future special use outside 2000::/3.
// - IPv4-mapped `::ffff:a.b.c.d` is what a dual-stack resolver may hand back for a plain IPv4
//   address: judged as that IPv4 address.
// - Every other IPv6 form that embeds an IPv4 address (SIIT `::ffff:0:a.b.c.d`, NAT64
//   `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4 `2002::/16`, Teredo `2001::/32`) is refused whatever
//   the address inside: each is a special-purpose range, and a translator or relay on the way could
//   deliver to an address this rule never saw.
// IPv6 text is first brought to its canonical hex form by the WHATWG URL parser (Node's own):
// ipaddr.js 2.5 reads `::a.b.c.d` as if it were `::ffff:a.b.c.d` (mapped), which would let an
// IPv4-compatible address through as its IPv4 address; from hex pieces it reads every form right.
import net from 'node:net';
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** The address parsed from its canonical text, or undefined when it is not a plain IP address. */
function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  try {
    // only the standard dotted-quad IPv4 spelling (no "0x7f.1", no "127.1")
    if (net.isIPv4(ip)) return ipaddr.IPv4.parse(ip);
    // a zone id ("fe80::1%eth0") is not a host the URL parser takes: refused with the rest
    if (net.isIPv6(ip)) return ipaddr.IPv6.parse(new URL(`http://[${ip}]/`).hostname.slice(1, -1));
  } catch {
    // not an address
  }
  return undefined;
}

/** The IANA range an address falls in ('unicast' when none), or undefined when it is not an IP address. */
export function addressRange(ip: string): string | undefined {
  return typeof ip === 'string' ? parse(ip)?.range() : undefined;
}

export function isPublicAddress(ip: string): boolean {
  const addr = typeof ip === 'string' ? parse(ip) : undefined;
  if (!addr) return false;
  if (addr.kind() === 'ipv4') return addr.range() === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}
