// Which addresses a server-side fetch may reach. Everything that is not a public unicast address is
// refused: loopback, private (RFC 1918, unique-local), link-local (and the cloud metadata address
// 169.254.169.254 / fd00:ec2::254 in it), carrier-grade NAT, multicast, reserved, documentation and
// benchmarking ranges, the unspecified address, and IPv4 embedded in IPv6 (mapped, NAT64) by the
// IPv4 rule. Checked on the resolved address, so a name that resolves to 127.0.0.1 is refused too.
import net from 'node:net';

const v4 = new net.BlockList();
for (const [a, p] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) v4.addSubnet(a, p, 'ipv4');

const v6 = new net.BlockList();
for (const [a, p] of [
  ['::', 128], ['::1', 128], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['fec0::', 10],
] as const) v6.addSubnet(a, p, 'ipv6');

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, if any. */
function embeddedV4(ip: string): string | undefined {
  const m = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (m) return m[1];
  const h = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (h) {
    const a = parseInt(h[1]!, 16);
    const b = parseInt(h[2]!, 16);
    return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  }
  return undefined;
}

export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return !v4.check(ip, 'ipv4');
  if (family === 6) {
    const inner = embeddedV4(ip.toLowerCase());
    if (inner) return isPublicAddress(inner);
    return !v6.check(ip, 'ipv6');
  }
  return false;
}
