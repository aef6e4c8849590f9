// The platform's text rule over parsed input (core/shared/text.ts): findBadText clears clean
// input without building anything and names the field of the first string that breaks the rule,
// at any depth, in keys and values, in plain and prototype-less objects and arrays.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { findBadText } from '../src/core/shared/text.js';

const nest = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
  return v;
};

it('clean input passes, whatever its shape and depth', () => {
  assert.equal(findBadText({ campaign_id: '058cd4a5231b2bbad752dcf4c53ab60a' }, ''), undefined);
  assert.equal(findBadText({}, ''), undefined);
  assert.equal(findBadText('tabs\tnew\nlines\r\n and astral 😀 text', 'body'), undefined);
  assert.equal(findBadText({ a: [1, true, null, { b: 'ok' }], n: 3 }, ''), undefined);
  assert.equal(findBadText(nest(5000, 'deep but clean'), ''), undefined);
  assert.equal(findBadText(Buffer.from([0, 1, 2]), 'body'), undefined);
});

it('names the field of a control character, a lone surrogate, or a bad key, at any depth', () => {
  assert.deepEqual(findBadText({ name: 'abc\u0000' }, ''), { field: 'name', rule: 'must not contain control characters (found U+0000 at position 3)' });
  assert.deepEqual(findBadText({ a: [{ b: 'x' }, { c: 'y\ud800' }] }, ''), { field: 'a.1.c', rule: 'must be valid Unicode text (lone surrogate at position 1)' });
  assert.deepEqual(findBadText({ ['ke\u0007y']: 'v' }, ''), { field: '', rule: 'field names must not contain control characters (found U+0007 at position 2)' });
  const q = Object.assign(Object.create(null) as Record<string, unknown>, { package_name: 'com.x', country: 'u\u001fs' });
  assert.deepEqual(findBadText(q, ''), { field: 'country', rule: 'must not contain control characters (found U+001F at position 1)' });
  const deep = findBadText(nest(100, 'bad\u0001'), '');
  assert.ok(deep, 'found past the fast walk\'s depth');
  assert.equal(deep.field, Array.from({ length: 100 }, (_, i) => ((99 - i) % 2 ? '0' : 'k')).join('.'));
  assert.equal(deep.rule, 'must not contain control characters (found U+0001 at position 3)');
  assert.deepEqual(findBadText('a\u000bb', 'body'), { field: 'body', rule: 'must not contain control characters (found U+000B at position 1)' });
});
