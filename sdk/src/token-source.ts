// What the transport asks for a bearer token. Its own module so that the core (which asks) and the
// OAuth flows (which answer) both depend on it and not on each other.
export interface TokenSource {
  /** A token valid for now, renewed first when it expires within the margin. */
  token(): Promise<string>;
  /** A new token whatever the cached one's expiry (after a 401). */
  renew(): Promise<string>;
  readonly renewable: boolean;
}
