import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentDocument,
  documentData,
  documentFile,
  documentForm,
  documentSource,
  type ContentDocument,
} from './documents';
import { contentFileNames } from '@/lib/content/files';
import { applyListEdit, fieldAt, labelPath, MAX_LIST_ENTRIES, parseListEdit, readForm } from './form';
import { countName, inputName, listEditValue, type FieldPath, type FormField } from './form-names';

const faq = contentDocument('file', 'faq')!;
const services = contentDocument('file', 'services')!;
const packages = contentDocument('file', 'packages')!;

/** The form data a browser posts for `value` rendered into `form`, as the admin form renders it. */
function post(form: FormField, value: unknown, path: FieldPath = [], into = new FormData()): FormData {
  if (form.kind === 'group') {
    for (const { key, field } of form.fields)
      post(field, (value as Record<string, unknown>)?.[key], [...path, key], into);
  } else if (form.kind === 'list') {
    const items = Array.isArray(value) ? value : [];
    into.set(countName(path), String(items.length));
    items.forEach((item, index) => post(form.item, item, [...path, index], into));
  } else if (form.kind === 'boolean') {
    if (value === true) into.set(inputName(path), 'on');
  } else {
    into.set(inputName(path), value === undefined ? '' : String(value));
  }
  return into;
}

function read(doc: ContentDocument) {
  const file = `content/${documentFile(doc)}`;
  const source = fs.readFileSync(file, 'utf8');
  return { source, data: documentData(doc, file, source) };
}

describe('form from schema', () => {
  it('turns lists into repeatable groups, objects into fieldsets, enums into selects', () => {
    const form = documentForm(faq);
    expect(form).toMatchObject({ kind: 'list', minItems: 1, item: { kind: 'group' } });
    expect(fieldAt(form, [0, 'question'])).toMatchObject({
      kind: 'text',
      label: 'Question',
      optional: false,
      multiline: false,
    });
    expect(fieldAt(form, [0, 'answer'])).toMatchObject({ kind: 'text', multiline: true });
    expect(fieldAt(form, [0, 'link'])).toMatchObject({ kind: 'group', optional: true });
    expect(fieldAt(documentForm(packages), [0, 'price'])).toMatchObject({ kind: 'number', integer: false });
    expect(fieldAt(documentForm(packages), [0, 'popular'])).toMatchObject({ kind: 'boolean', optional: true });
    expect(fieldAt(documentForm(packages), [0, 'features'])).toMatchObject({ kind: 'list', item: { kind: 'text' } });
    expect(fieldAt(documentForm(contentDocument('file', 'publications')!), [0, 'style'])).toMatchObject({
      kind: 'select',
      options: ['serif', 'sans', 'mono', 'condensed', 'italic', 'caps'],
    });
    expect(fieldAt(documentForm({ kind: 'article', slug: 'a' }), ['category'])).toMatchObject({ kind: 'select' });
    expect(contentDocument('file', 'toString')).toBeUndefined();
    expect(contentDocument('article', '../faq')).toBeUndefined();
  });

  it('labels provider node fields by what they mean', () => {
    const form = documentForm(services);
    expect(labelPath(form, ['nodes', 2, 'fieldValues', '/attributes/@sv01'])).toBe(
      'Entries › Entry 3 › Fields › Title',
    );
    expect(labelPath(documentForm(faq), [1, 'link', 'href'])).toBe('Entry 2 › Link › Link address');
  });

  it('reads back every content file from its posted form unchanged', () => {
    for (const name of contentFileNames) {
      const doc = contentDocument('file', name)!;
      const { source, data } = read(doc);
      const form = documentForm(doc);
      expect(readForm(form, post(form, data)), name).toEqual(data);
      const written = documentSource(doc, data, source);
      expect(documentData(doc, 'x', written), name).toEqual(data);
      // The comment heading a YAML file survives a save.
      if (source.startsWith('#')) expect(written.split('\n')[0]).toBe(source.split('\n')[0]);
    }
  });

  it('reads an article with its front matter and body', () => {
    const doc = contentDocument('article', 'kairo-pr-appoints-head-of-investor-pr')!;
    const { source, data } = read(doc);
    expect(data).toMatchObject({ date: '2026-07-08', category: 'Kairo Newsroom' });
    const form = documentForm(doc);
    expect(readForm(form, post(form, data))).toEqual(data);
    expect(documentData(doc, 'x.md', documentSource(doc, data, source))).toEqual(data);
  });

  it('keeps a wrong value as typed so the rule names it, and drops blank optional blocks', () => {
    const form = documentForm(packages);
    const posted = post(form, [{ id: 'a', name: 'A', price: 1, description: 'd', features: ['f'] }]);
    posted.set(inputName([0, 'price']), '12a');
    expect(readForm(form, posted)).toEqual([{ id: 'a', name: 'A', price: '12a', description: 'd', features: ['f'] }]);
    const faqForm = documentForm(faq);
    const blankLink = post(faqForm, [{ id: 'q', question: 'Q', answer: 'A', link: { href: '', label: '' } }]);
    expect(readForm(faqForm, blankLink)).toEqual([{ id: 'q', question: 'Q', answer: 'A' }]);
  });

  it('names inputs without characters a multipart post would change, and reads a list without its count as missing', () => {
    const name = inputName(['nodes', 2, 'fieldValues', '/attributes/@sv01']);
    expect(name).toMatch(/^[\w.%-]+$/);
    expect(countName(['a.b'])).not.toBe(countName(['a', 'b']));
    const form = documentForm(services);
    const posted = post(form, read(services).data);
    posted.delete(countName(['nodes']));
    expect(readForm(form, posted)).toEqual({});
  });

  it('never reads more entries than the limit, whatever count is posted', () => {
    const form = documentForm(faq);
    const forged = new FormData();
    forged.set(countName([]), '1e9');
    expect((readForm(form, forged) as unknown[]).length).toBe(MAX_LIST_ENTRIES);
    forged.set(countName([]), '-5');
    expect(readForm(form, forged)).toEqual([]);
  });

  it('adds, removes and reorders entries', () => {
    const form = documentForm(faq);
    const value = [
      { id: 'a', question: 'A', answer: 'a' },
      { id: 'b', question: 'B', answer: 'b' },
    ];
    expect(applyListEdit(form, value, { op: 'add', path: [] })).toEqual([
      ...value,
      { id: '', question: '', answer: '' },
    ]);
    expect(applyListEdit(form, value, { op: 'remove', path: [0] })).toEqual([value[1]]);
    expect(applyListEdit(form, value, { op: 'up', path: [1] })).toEqual([value[1], value[0]]);
    expect(applyListEdit(form, value, { op: 'down', path: [1] })).toEqual(value);
    expect(applyListEdit(form, value, { op: 'add', path: [0, 'question'] })).toEqual(value);
    const pkgs = documentForm(packages);
    expect(applyListEdit(pkgs, [{ features: ['x'] }], { op: 'add', path: [0, 'features'] })).toEqual([
      { features: ['x', ''] },
    ]);
  });

  it('parses only well-formed list buttons', () => {
    expect(parseListEdit(listEditValue({ op: 'remove', path: [2] }))).toEqual({ op: 'remove', path: [2] });
    expect(parseListEdit('{"op":"drop","path":[]}')).toBeUndefined();
    expect(parseListEdit('not json')).toBeUndefined();
    expect(parseListEdit(undefined)).toBeUndefined();
  });
});
