// What the start-up still has to do after the server listens (the demo account and its content,
// SANDBOX_SEED_FILE). /healthz answers from the first moment (the process is alive); /readyz
// answers 503 until every piece is done, so a script that waits for readiness finds the demo's
// credentials file, its content and the seeded fixtures (issue 33, item 10). Migrations run
// before the server listens at all.
export class StartupGate {
  private readonly pending: Set<string>;

  constructor(work: Iterable<string>) {
    this.pending = new Set(work);
  }

  done(what: string): void {
    this.pending.delete(what);
  }

  /** What is still running, in start-up order; empty once ready. */
  waitingFor(): string[] {
    return [...this.pending];
  }
}
