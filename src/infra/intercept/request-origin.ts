// The origin (https://<host>) a request of an intercepted connection called, so the URLs the
// platform hands out in its answers (asset files) name the host the client called (issue 37).
// One AsyncLocalStorage, made only when interception starts: a server without interception
// never pays for async context tracking, and current() is undefined there.
import { AsyncLocalStorage } from 'node:async_hooks';

export class RequestOrigin {
  private store: AsyncLocalStorage<string> | undefined;

  /** The calling origin of the request being handled, when it came through interception. */
  current(): string | undefined {
    return this.store?.getStore();
  }

  /** Runs `fn` (which sets up one intercepted connection) so all that connection's requests see `origin`. */
  run<T>(origin: string, fn: () => T): T {
    this.store ??= new AsyncLocalStorage<string>();
    return this.store.run(origin, fn);
  }
}
