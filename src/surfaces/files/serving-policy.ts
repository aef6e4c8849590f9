// How a stored file is answered. Uploaded bytes are attacker-controlled and are served from the
// API's own origin (the one that holds the OAuth consent page and the console's session), so
// nothing uploaded may ever run there:
// - images and videos of the accepted formats are served inline under their sniffed type (the type
//   always comes from our own sniff of the bytes, never from the client);
// - HTML creatives are served inline but under `Content-Security-Policy: sandbox allow-scripts
//   allow-popups`: the page runs in an opaque origin, so it can neither read this origin's cookies
//   nor call its API with them, nor read same-origin pages such as the consent form;
// - everything else (XML/XHTML, SVG, unrecognised bytes, a failed upload of any kind) is an
//   attachment of type application/octet-stream: the browser downloads it instead of rendering it;
// - every answer carries `nosniff` and a CSP, so no browser second-guesses the type.
export interface ServingPolicy {
  contentType: string;
  disposition?: string;
  csp: string;
}

const INLINE_MEDIA: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'video/mp4', 'video/quicktime']);

/** Nothing may run, load or be framed: for media and downloads. */
const LOCKED_CSP = "default-src 'none'; sandbox";
/** A playable may run its own scripts and load what it needs, but only in an opaque origin. */
const HTML_CSP = 'sandbox allow-scripts allow-popups';

export function servingPolicy(sniffedType: string | null, fileName: string): ServingPolicy {
  if (sniffedType !== null && INLINE_MEDIA.has(sniffedType)) return { contentType: sniffedType, csp: LOCKED_CSP };
  if (sniffedType === 'text/html') return { contentType: 'text/html; charset=utf-8', csp: HTML_CSP };
  return { contentType: 'application/octet-stream', disposition: attachment(fileName), csp: LOCKED_CSP };
}

/** RFC 6266 attachment with an ASCII fallback and the exact name in RFC 5987 form. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
