// The ticket form of a diff: every value a literal code span that cannot break its table, missing
// and empty values said in words, long tables cut with a count.
import { describe, expect, it } from 'vitest';
import { diffDatasets } from '../../shared/diff/dataset-diff';
import { diffMarkdown } from '../../shared/diff/diff-markdown';
import type { CategoryRow } from '../../shared/diff/diff-types';

const row = (id: string, name: string): CategoryRow => ({ id, code: '', name, slug: null, image: null });
const labels = { before: 'a.json', after: 'https://shop.example.com/*x*' };

describe('diffMarkdown', () => {
  it('keeps each changed value inside its cell, whatever characters it holds', () => {
    const diff = diffDatasets(
      { info: {}, categories: [row('1', 'Bread')] },
      { info: {}, categories: [row('1', 'a | b `c` <i>\nd\u001b[2J')] },
    );
    const line = diffMarkdown(diff, labels)
      .split('\n')
      .find((l) => l.startsWith('| `1` |'))!;
    expect(line).not.toContain('\n');
    expect(line).not.toContain('\u001b');
    // Four cells between five unescaped pipes.
    expect(line.replaceAll('\\|', '').match(/\|/g)).toHaveLength(5);
    expect(line).toContain('\\u000ad\\u001b[2J');
  });

  it('says none and empty in words, and escapes the labels', () => {
    const diff = diffDatasets({ info: {}, categories: [] }, { info: {}, categories: [row('2', 'New')] });
    const text = diffMarkdown(diff, labels);
    expect(text).toContain('| `2` | *empty* | `New` | *none* | *none* |');
    expect(text).toContain('https://shop.example.com/\\*x\\*');
    expect(text).toContain('**Result:** different');
  });

  it('cuts a long table and says how many rows were left out', () => {
    const rows = Array.from({ length: 12 }, (_, k) => row(String(k + 1), `Row ${k}`));
    const text = diffMarkdown(
      diffDatasets({ info: {}, categories: [] }, { info: {}, categories: rows }),
      labels,
      10,
    );
    expect(text.split('\n').filter((l) => l.startsWith('| `'))).toHaveLength(10);
    expect(text).toContain('… and 2 more rows (the JSON form lists all).');
  });
});
