// One dedicated PostgreSQL connection per process that LISTENs to the platform's channels
// (cp_changes: a cached table changed; cp_jobs: a job was queued). Notifications are delivered
// by the server at each commit, in commit order, to every listening connection of every process.
//
// `sync()` is the barrier the read cache relies on: PostgreSQL sends a listening connection every
// notification pending for it before the answer to its next query. So once a trivial query on
// this connection has been answered, every notification of a transaction that committed before
// the query was sent has been received and handled.
//
// When the connection is lost, `up` is false until a new connection is listening again (the
// cache is bypassed meanwhile and emptied on reconnection, since notifications were missed).
import pg from 'pg';

type Handler = (payload: string) => void;

export class PgListener {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, Handler[]>();
  private readonly stateHandlers: ((up: boolean) => void)[] = [];
  private closed = false;
  private retryMs = 100;
  private connecting: Promise<void> | undefined;
  up = false;

  constructor(
    private readonly connectionString: string,
    private readonly channels: readonly string[],
    private readonly log: (msg: string) => void = () => undefined,
  ) {}

  on(channel: string, fn: Handler): void {
    const list = this.handlers.get(channel) ?? [];
    list.push(fn);
    this.handlers.set(channel, list);
  }

  /** Called with false when the connection drops and true when it listens again. */
  onState(fn: (up: boolean) => void): void {
    this.stateHandlers.push(fn);
  }

  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    while (!this.closed) {
      const client = new pg.Client({ connectionString: this.connectionString, application_name: 'campaign-platform listener' });
      try {
        await client.connect();
        client.on('notification', (n) => {
          for (const fn of this.handlers.get(n.channel) ?? []) fn(n.payload ?? '');
        });
        client.on('error', () => this.lost(client));
        client.on('end', () => this.lost(client));
        for (const ch of this.channels) await client.query(`LISTEN ${ch}`);
        if (this.closed) {
          await client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        this.up = true;
        this.retryMs = 100;
        for (const fn of this.stateHandlers) fn(true);
        return;
      } catch (e) {
        await client.end().catch(() => undefined);
        this.log(`listener connection failed: ${(e as Error).message}; retrying in ${this.retryMs} ms`);
        await new Promise((r) => setTimeout(r, this.retryMs).unref());
        this.retryMs = Math.min(this.retryMs * 2, 5000);
      }
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.up = false;
    for (const fn of this.stateHandlers) fn(false);
    client.end().catch(() => undefined);
    if (!this.closed) void this.start();
  }

  /**
   * Resolves true once every notification committed before this call was handled; false when
   * the connection is down (the caller must then not trust anything notifications keep fresh).
   * Calls made while a round trip is under way share the next one (sent after it answers).
   */
  sync(): Promise<boolean> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (!this.pumping) void this.pump();
    });
  }

  private waiters: ((ok: boolean) => void)[] = [];
  private pumping = false;
  /** Round trips sent (tests: a warm authenticated GET costs one). */
  barriers = 0;

  /**
   * True while the requests a round trip has just released run on (see pump): what they read
   * next is as fresh as that round trip made it, with no other round trip.
   */
  covering = false;
  private readonly uncover = () => {
    this.covering = false;
  };

  private async pump(): Promise<void> {
    this.pumping = true;
    while (this.waiters.length) {
      const batch = this.waiters;
      this.waiters = [];
      const c = this.client;
      let ok = false;
      if (c) {
        try {
          // an empty statement: the server answers EmptyQueryResponse, no row description or row
          // to send and parse (issue 23: this round trip runs once per event-loop turn under load)
          this.barriers++;
          await c.query(';');
          ok = this.client === c;
        } catch {
          ok = false;
        }
      }
      for (const r of batch) r(ok);
      if (ok) {
        // The callers resolved above continue in this microtask checkpoint, before any other I/O
        // callback can start another request: their next cached reads (the campaign after the
        // token) need no round trip of their own, this one was sent after they arrived. The
        // flag ends with the checkpoint (a nextTick runs once the microtask queue is empty); a
        // caller that goes on after I/O or a tick of its own sees it false and waits as before.
        this.covering = true;
        process.nextTick(this.uncover);
      }
    }
    this.pumping = false;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting?.catch(() => undefined);
    const c = this.client;
    this.client = undefined;
    this.up = false;
    if (c) await c.end().catch(() => undefined);
  }
}
