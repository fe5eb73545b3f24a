import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { unifiedDiff, writeBack } from '../../engine/config';

const text = `# head comment
id: x   # id comment
contact:
  phone: "+1"  # keep
  email: a@b.example
  list:
    - one
    - two
tags: [a, b]
items:
  - { id: a, path: /a }
last: 1
`;

interface Sample {
  contact: { phone: string; email?: string; fax?: string; list: string[] };
  tags: string[];
  items: Record<string, unknown>[];
}

/** The text after changing the data, checked to read back as exactly that data. */
function edit(change: (data: Sample) => void): string {
  const data = parse(text) as Sample;
  change(data);
  const out = writeBack('x.yaml', text, data);
  expect(parse(out)).toEqual(data);
  return out;
}

const changedLines = (after: string) =>
  unifiedDiff('x.yaml', text, after)
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l));

describe('studio write-back keeps comments, key order and the layout of untouched nodes', () => {
  it('a one-field change is a one-line diff in the same quoting style', () => {
    expect(changedLines(edit((d) => (d.contact.phone = '+2')))).toEqual(['-  phone: "+1"  # keep', '+  phone: "+2"  # keep']);
  });

  it('a new key goes at the end of its map, at its indentation; a removed key takes only its lines', () => {
    expect(changedLines(edit((d) => (d.contact.fax = '555')))).toEqual(['+  fax: "555"']);
    expect(changedLines(edit((d) => delete d.contact.email))).toEqual(['-  email: a@b.example']);
  });

  it('a condition added to a flow item stays on its line in flow style', () => {
    expect(changedLines(edit((d) => (d.items[0]!.when = { not: { regulator: 'cima' } })))).toEqual([
      '-  - { id: a, path: /a }',
      '+  - { id: a, path: /a, when: { not: { regulator: cima } } }',
    ]);
  });

  it('block lists grow and shrink item by item; flow lists stay flow', () => {
    expect(changedLines(edit((d) => d.contact.list.push('three')))).toEqual(['+    - three']);
    expect(changedLines(edit((d) => d.tags.push('c')))).toEqual(['-tags: [a, b]', '+tags: [a, b, c]']);
  });

  it('strings that need quotes get them', () => {
    expect(edit((d) => (d.contact.email = 'x: y # z'))).toContain('email: "x: y # z"');
  });

  it('an unchanged file is returned as it was, and its diff is empty', () => {
    expect(edit(() => undefined)).toBe(text);
    expect(unifiedDiff('x.yaml', text, text)).toBe('');
  });
});
