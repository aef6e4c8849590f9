// Headers of every console answer: a strict CSP (scripts and styles only from this server, no
// inline code), no framing, no sniffing, no referrer, never cached.
import type { FastifyReply } from 'fastify';

export function contentSecurityPolicy(assetOrigin: string | undefined): string {
  // Asset previews come from the platform's own file host (ASSET_HOST, 'self' by default).
  const media = assetOrigin ? ` ${assetOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${media}`,
    `media-src 'self'${media}`,
    "connect-src 'self'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function securityHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('Content-Security-Policy', csp)
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cross-Origin-Opener-Policy', 'same-origin')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
}
