// The read caches' parameter keys (storage/read-cache-entries.ts): issue 23 replaced JSON.stringify
// by a tagged concatenation; two different parameter lists must never share a key.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { paramsKey } from '../src/storage/read-cache-entries.js';

it('different parameter lists never share a key; equal lists always do', () => {
  const lists: unknown[][] = [
    [], ['a'], ['a', 'b'], ['ab'], ['a;', 'b'], ['a', ';b'], ['t1:a'], ['1', 'a'], [1, 'a'], ['1a'], [1], ['1'], [1, 2], [12], ['n1;'],
    [0], [-1], [1.5], ['s1'], ['', ''], [''], ['a:b', 'c'], ['a', 'b:c'], [null], ['null'], [true], [1, null], ['j[1]'], [3, 'abc'], ['3', 'abc'],
  ];
  const seen = new Map<string, string>();
  for (const l of lists) {
    const k = paramsKey(l);
    const was = seen.get(k);
    assert.equal(was, undefined, `${JSON.stringify(l)} and ${was} share the key ${k}`);
    seen.set(k, JSON.stringify(l));
    assert.equal(paramsKey(JSON.parse(JSON.stringify(l)) as unknown[]), k, 'an equal list has the same key');
  }
  assert.equal(paramsKey(undefined), '');
});
