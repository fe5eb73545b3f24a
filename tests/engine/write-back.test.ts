import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { inKeyOrderOf, unifiedDiff, writeBack } from '../../engine/config';

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

  it('a key the text lacks goes where the data has it: a field cleared and typed again returns to its line', () => {
    const without = (line: string) => text.replace(`${line}\n`, '');
    const data = parse(text) as Record<string, unknown>;
    expect(writeBack('x.yaml', without('  email: a@b.example'), data)).toBe(text);
    expect(writeBack('x.yaml', without('  phone: "+1"  # keep'), data)).toBe(text.replace('  phone: "+1"  # keep', '  phone: "+1"'));
    expect(writeBack('x.yaml', without('id: x   # id comment'), data)).toBe(text.replace('id: x   # id comment', 'id: x'));
  });

  it('a key a form dropped and added back at the end returns to its line, in the key order of the file as opened', () => {
    const opened = parse(text) as Sample;
    const cleared = text.replace('  email: a@b.example\n', '');
    const { email, ...rest } = opened.contact;
    const retyped = { ...opened, contact: { ...rest, email } };
    expect(Object.keys((inKeyOrderOf(opened, retyped) as Sample).contact)).toEqual(['phone', 'email', 'list']);
    expect(writeBack('x.yaml', cleared, inKeyOrderOf(opened, retyped))).toBe(text);
    // Keys the file did not have keep the data's order, after the ones it had.
    expect(Object.keys(inKeyOrderOf({ b: 1, a: 1 }, { c: 1, a: 2, b: 3, d: 4 }) as object)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('a key added inside a map and one added right after it land in that order', () => {
    const data = parse(text) as Record<string, unknown> & Sample;
    const out = writeBack('x.yaml', text, { id: data.id, contact: { ...data.contact, fax: '555' }, extra: 1, tags: data.tags, items: data.items, last: 1 });
    expect(out).toContain('    - two\n  fax: "555"\nextra: 1\ntags: [a, b]\n');
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
