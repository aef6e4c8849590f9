// Requests and their durations per (method, route template, status), counted in plain numbers on
// the request path and written out in Prometheus text format only when /metrics is scraped.
// prom-client's labelled counter and histogram validate and hash their labels object on every
// observation, even through a cached child: with the default process metrics that was ~5 µs of an
// authenticated GET's ~33 µs of server CPU (issue 23, `--server-env=METRICS=false`). The families,
// names, labels and buckets are the ones prom-client wrote before.

/** Upper bounds of the duration histogram, in seconds. */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

interface Entry {
  /** `method="GET",route="/x",status="200"` */
  labels: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  buckets: Float64Array;
}

/** Prometheus label values: backslash, double quote and newline escaped. */
function labelValue(v: string): string {
  return v.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** Exposition of a number as Prometheus writes it. */
function num(v: number): string {
  return Number.isFinite(v) ? String(v) : v > 0 ? '+Inf' : v < 0 ? '-Inf' : 'NaN';
}

export class RouteMetrics {
  /** route template -> (status * 16 + method slot) -> entry: no string is built per request. */
  private readonly byRoute = new Map<string, Map<number, Entry>>();
  private readonly methods = new Map<string, number>();

  observe(method: string, route: string, status: number, seconds: number): void {
    let m = this.methods.get(method);
    if (m === undefined) {
      // methods are few (llhttp accepts a fixed set); slot 15 takes any beyond the first 15
      m = Math.min(this.methods.size, 15);
      this.methods.set(method, m);
    }
    let byStatus = this.byRoute.get(route);
    if (byStatus === undefined) this.byRoute.set(route, (byStatus = new Map()));
    const key = status * 16 + m;
    let e = byStatus.get(key);
    if (e === undefined) {
      e = { labels: `method="${labelValue(method)}",route="${labelValue(route)}",status="${status}"`, count: 0, sum: 0, buckets: new Float64Array(DURATION_BUCKETS.length + 1) };
      byStatus.set(key, e);
    }
    e.count++;
    e.sum += seconds;
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
    e.buckets[i]!++;
  }

  /** The two families in Prometheus text format (0.0.4), each line ending in a newline. */
  render(): string {
    const entries: Entry[] = [];
    for (const byStatus of this.byRoute.values()) for (const e of byStatus.values()) entries.push(e);
    const out: string[] = [
      '# HELP http_requests_total HTTP requests answered, by method, route template and status',
      '# TYPE http_requests_total counter',
    ];
    for (const e of entries) out.push(`http_requests_total{${e.labels}} ${e.count}`);
    out.push('', '# HELP http_request_duration_seconds Time to answer, by method, route template and status', '# TYPE http_request_duration_seconds histogram');
    for (const e of entries) {
      let cumulative = 0;
      for (let i = 0; i < DURATION_BUCKETS.length; i++) {
        cumulative += e.buckets[i]!;
        out.push(`http_request_duration_seconds_bucket{le="${DURATION_BUCKETS[i]}",${e.labels}} ${cumulative}`);
      }
      out.push(`http_request_duration_seconds_bucket{le="+Inf",${e.labels}} ${e.count}`);
      out.push(`http_request_duration_seconds_sum{${e.labels}} ${num(e.sum)}`);
      out.push(`http_request_duration_seconds_count{${e.labels}} ${e.count}`);
    }
    return out.join('\n') + '\n';
  }
}
