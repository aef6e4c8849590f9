// A fixture document's text (docs/sandbox.md): JSON, or YAML (the `yaml` package, YAML 1.2 core
// schema: what a YAML file means is what JSON would hold). Used by POST /_sandbox/seed
// (Content-Type application/yaml), SANDBOX_SEED_FILE and `campaignctl sandbox seed FILE`.
import YAML from 'yaml';
import { invalid } from '../shared/errors.js';

export type FixtureFormat = 'json' | 'yaml';

export const YAML_CONTENT_TYPES = ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'];

/** By the file's name: .yaml and .yml are YAML, anything else JSON. */
export function fixtureFormatOf(fileName: string): FixtureFormat {
  return /\.ya?ml$/i.test(fileName) ? 'yaml' : 'json';
}

/** The document, or a validation error naming `field` and where the text is wrong. */
export function parseFixture(text: string, format: FixtureFormat, field = 'body'): unknown {
  if (format === 'json') {
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      throw invalid(field, `is not valid JSON (${(e as Error).message})`);
    }
  }
  let doc: YAML.Document.Parsed;
  try {
    // uniqueKeys: a key twice is a mistake, not "the last wins"; aliases bounded (no billion laughs)
    doc = YAML.parseDocument(text, { schema: 'core', uniqueKeys: true, prettyErrors: true });
  } catch (e) {
    throw invalid(field, `is not valid YAML (${(e as Error).message})`);
  }
  const problem = doc.errors[0];
  if (problem) {
    const at = problem.linePos?.[0];
    throw invalid(field, `is not valid YAML${at ? ` (line ${at.line}, column ${at.col})` : ''}: ${problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`);
  }
  try {
    return doc.toJS({ maxAliasCount: 100 }) as unknown;
  } catch (e) {
    throw invalid(field, `is not valid YAML (${(e as Error).message})`);
  }
}
