// How deep a JSON text nests, measured on the text without recursion: what the client, the dataset
// loader and the web host refuse before anything recursive reads the value.
import { describe, expect, it } from 'vitest';
import { excessiveNesting, MAX_JSON_DEPTH, nestingMessage, nestsDeeperThan } from '../../shared/json-depth';

const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);

describe('excessiveNesting', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(excessiveNesting(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(excessiveNesting(nested(MAX_JSON_DEPTH + 1))).toEqual({
      path: '[0][0][0][0][0][0][0][0]…',
      limit: 64,
    });
  });

  it('names the field holding 8,000 levels in a category row, however deep it goes below', () => {
    const rows = ['{"id":"1"}', '{"id":"2"}', '{"id":"3"}', `{"id":"4","extra":${nested(8_000)}}`];
    const text = `{"status":true,"rows":[${rows.join(',')}]}`;
    expect(excessiveNesting(text)).toEqual({ path: 'rows[3].extra', limit: 64 });
  });

  it('measures a million levels without overflowing the stack', () => {
    expect(excessiveNesting(`{"a":${nested(1_000_000)}}`)?.path).toBe('a');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(500), b: `\\"${'{'.repeat(500)}`, c: [[['\\']]] });
    expect(excessiveNesting(text)).toBeNull();
  });

  it('decodes an escaped key and cuts a long one in the path', () => {
    const deep = `{"k\\u00e4se":{"${'x'.repeat(500)}":${nested(100)}}}`;
    const found = excessiveNesting(deep);
    expect(found?.path).toBe(`["käse"]["${'x'.repeat(60)}…"]`);
  });

  it('follows array indexes past commas in strings and nested arrays', () => {
    const text = `[["a,b",[1,2]],"c,d",{"x":"]"},${nested(70)}]`;
    expect(excessiveNesting(text)?.path).toBe('[3][0][0][0][0][0][0][0]…');
  });

  it('says where, how deep, and which RFC lets a reader refuse', () => {
    expect(nestingMessage({ path: 'rows[3].extra', limit: 64 })).toBe(
      'rows[3].extra: nested more than 64 levels deep; JSON this deep is not read (RFC 8259 §9 lets a reader limit nesting)',
    );
  });
});

describe('nestsDeeperThan', () => {
  it('accepts a parsed value nested up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestsDeeperThan(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestsDeeperThan(JSON.parse(`{"a":{"b":${nested(MAX_JSON_DEPTH - 2)}}}`))).toBe(false);
    expect(nestsDeeperThan(JSON.parse(`{"a":{"b":${nested(MAX_JSON_DEPTH - 1)}}}`))).toBe(true);
  });

  it('agrees with the scan of the text, brackets and escaped quotes in strings included', () => {
    const texts = [
      JSON.stringify({ a: '['.repeat(500), b: `\\"${'{'.repeat(500)}`, c: [[['\\']]] }),
      `[["a,b",[1,2]],"c,d",{"x":"]"},${nested(70)}]`,
      `{"rows":[{"id":"1"},{"id":"2","extra":${nested(62)}}]}`,
      `{"rows":[{"id":"1"},{"id":"2","extra":${nested(63)}}]}`,
      `{"k\\u00e4se":{"]}":${nested(100, '"[[["')}}}`,
      '"just a string"',
      '[]',
      'null',
    ];
    for (const text of texts)
      expect(nestsDeeperThan(JSON.parse(text)), text.slice(0, 80)).toBe(excessiveNesting(text) !== null);
  });

  it('measures a million levels without overflowing the stack', () => {
    expect(nestsDeeperThan(JSON.parse(`{"a":${nested(1_000_000)}}`))).toBe(true);
  });
});
