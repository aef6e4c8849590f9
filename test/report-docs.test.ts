// The reporting documentation says what the code does: every column of the catalogue is in
// docs/delivery.md and in openapi/reporting.json with its type and meaning, and the three reports
// are documented operations; the same for the WEB report's columns and its two endpoints.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { it } from 'node:test';
import { DIMENSION_SPECS, METRIC_SPECS } from '../src/core/reporting/columns.js';
import { WEB_METRIC_SPECS } from '../src/core/reporting/web-columns.js';

it('docs/delivery.md and openapi/reporting.json describe every column and the three reports', () => {
  const doc = fs.readFileSync('docs/delivery.md', 'utf8');
  const api = JSON.parse(fs.readFileSync('openapi/reporting.json', 'utf8')) as { paths: Record<string, unknown>; components?: unknown };
  for (const d of DIMENSION_SPECS) assert.ok(doc.includes(`| \`${d.name}\` |`), `docs/delivery.md lacks ${d.name}`);
  for (const m of [...METRIC_SPECS, ...WEB_METRIC_SPECS]) {
    const family = m.name.replace(/_(\d+d|1y)$/, '_Nd');
    assert.ok(doc.includes(`\`${m.name}\``) || doc.includes(`\`${family}\``), `docs/delivery.md lacks ${m.name}`);
  }
  assert.deepEqual(Object.keys(api.paths).sort(), ['/accountInfo', '/assetAnalyticsReport', '/assetReport', '/probabilisticReport', '/report', '/skaReport', '/webReport']);
  const text = JSON.stringify(api);
  for (const c of [...DIMENSION_SPECS.map((d) => d.name), ...METRIC_SPECS.map((m) => m.name), ...WEB_METRIC_SPECS.map((m) => m.name)]) assert.ok(text.includes(`"${c}":{`), `openapi/reporting.json lacks ${c}`);
});
