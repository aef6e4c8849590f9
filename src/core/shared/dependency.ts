// What a request needs besides the process itself: the database and the blob store. When one
// cannot be reached the request may well succeed later, so it is answered 503 with Retry-After
// (never 500, which says "a bug"), and nothing about the dependency (its name, address or error)
// reaches the client: only the server's log says which one and why.

export type Dependency = 'database' | 'blob store';

/** Thrown by an adapter when its dependency cannot be reached (connection refused, reset, timed out, shutting down). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    /** Which store, for the log (e.g. `S3 bucket "assets" at http://minio:9000`); never sent to a client. */
    readonly store: string,
    /** The underlying error in a few words, for the log. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${store} is unreachable: ${detail}`, options);
    this.name = 'DependencyUnavailableError';
  }
}

export const isDependencyUnavailable = (e: unknown): e is DependencyUnavailableError => e instanceof DependencyUnavailableError;

/** Seconds a client is told to wait when a dependency is down (the time a restart usually takes). */
export const OUTAGE_RETRY_AFTER_SECONDS = 2;
