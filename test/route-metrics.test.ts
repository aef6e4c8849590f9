// The per-route request counters and duration histogram written at scrape time
// (src/http/route-metrics.ts, issue 23): Prometheus text format, cumulative buckets.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { RouteMetrics } from '../src/http/route-metrics.js';

it('counts per method, route and status, with cumulative buckets, a sum and escaped labels', () => {
  const m = new RouteMetrics();
  m.observe('GET', '/a/:id', 200, 0.0005);
  m.observe('GET', '/a/:id', 200, 0.001); // on a bound: in that bucket (le means <=)
  m.observe('GET', '/a/:id', 200, 0.003);
  m.observe('GET', '/a/:id', 200, 20); // above every bound: only +Inf
  m.observe('POST', '/a/:id', 200, 0.002);
  m.observe('GET', '/a/:id', 404, 0.002);
  m.observe('GET', 'un"matched\\', 404, 0.002);
  const text = m.render();
  const line = (name: string) => text.split('\n').find((l) => l.startsWith(name + ' ') || l.startsWith(name + '{') && l.slice(0, l.lastIndexOf(' ')) === name)?.split(' ').pop();
  const get = '{method="GET",route="/a/:id",status="200"}';
  assert.equal(line(`http_requests_total${get}`), '4');
  assert.equal(line(`http_requests_total{method="POST",route="/a/:id",status="200"}`), '1');
  assert.equal(line(`http_requests_total{method="GET",route="/a/:id",status="404"}`), '1');
  assert.equal(line('http_requests_total{method="GET",route="un\\"matched\\\\",status="404"}'), '1');
  const bucket = (le: string) => line(`http_request_duration_seconds_bucket{le="${le}",method="GET",route="/a/:id",status="200"}`);
  assert.equal(bucket('0.001'), '2');
  assert.equal(bucket('0.0025'), '2');
  assert.equal(bucket('0.005'), '3');
  assert.equal(bucket('10'), '3');
  assert.equal(bucket('+Inf'), '4');
  assert.equal(Number(line(`http_request_duration_seconds_sum${get}`)), 0.0005 + 0.001 + 0.003 + 20);
  assert.equal(line(`http_request_duration_seconds_count${get}`), '4');
  assert.match(text, /^# TYPE http_requests_total counter$/m);
  assert.match(text, /^# TYPE http_request_duration_seconds histogram$/m);
  assert.ok(text.endsWith('\n'));
});
