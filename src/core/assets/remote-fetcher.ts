// Fetching a file a client named by URL (spec 1: `asset` may be an "Asset URL"). The core only
// asks for the bytes; the implementation decides which addresses may be reached (SSRF rules).

/** A fetch the platform refuses or that failed: the message is the asset's error reason. */
export class RemoteFetchError extends Error {}

export interface RemoteFile {
  body: AsyncIterable<Uint8Array>;
  /** The file name from the URL's last path segment (or "download"). */
  name: string;
  contentType: string | null;
}

export interface RemoteFetcher {
  /** Opens the URL (following allowed redirects); throws RemoteFetchError with the reason. */
  open(url: string, signal: AbortSignal): Promise<RemoteFile>;
}
