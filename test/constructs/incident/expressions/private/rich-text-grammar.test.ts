/**
 * The `{{ }}` grammar, case by case as the provider's conversion code reads templates
 * (internal/provider/richtexttypes/convert.go at v6.3.0): the document of each template, the
 * canonical template of each document, and the failures.
 */
import { documentOf, parseTemplate, plainParagraphs, templateOf } from '../../../../../src/constructs/incident/expressions/private/rich-text-grammar';

const P = (...inline: string[]) => (inline.length ? `{"type":"paragraph","content":[${inline.join(',')}]}` : '{"type":"paragraph"}');
const DOC = (...paragraphs: string[]) => `{"type":"doc","content":[${paragraphs.join(',')}]}`;
const T = (text: string) => `{"type":"text","text":${JSON.stringify(text)}}`;
const V = (name: string, extra = '') => `{"type":"varSpec","attrs":{"name":${JSON.stringify(name)}${extra}}}`;
const BR = '{"type":"lineBreak"}';

function compile(template: string): string {
  const r = parseTemplate(template);
  if ('error' in r) throw new Error(`${r.error.slug}: ${r.error.detail}`);
  return documentOf(r.paragraphs);
}

function canonical(template: string): string | undefined {
  const r = parseTemplate(template);
  if ('error' in r) throw new Error(r.error.slug);
  return templateOf(r.paragraphs);
}

describe('templates compile to the provider\'s document', () => {
  test.each([
    ['a bare variable', '{{description}}', DOC(P(V('description')))],
    ['text, then a variable', '🚨 {{description}}', DOC(P(T('🚨 '), V('description')))],
    ['two variables with text between', '{{title}} — {{description}}', DOC(P(V('title'), T(' — '), V('description')))],
    ['adjacent variables: no empty text node', '{{a}}{{b}}', DOC(P(V('a'), V('b')))],
    ['truncate', '{{ payload.title | truncate: 100 }}', DOC(P(V('payload.title', ',"truncateTo":100')))],
    ['omit_if_unset', '{{description|omit_if_unset}}', DOC(P(V('description', ',"omitIfUnset":true')))],
    ['both filters: omitIfUnset is written first', '{{d | omit_if_unset | truncate:5}}', DOC(P(V('d', ',"omitIfUnset":true,"truncateTo":5')))],
    ['one newline is a line break', 'first\nsecond', DOC(P(T('first'), BR, T('second')))],
    ['two or more newlines start a paragraph', 'first\n\n\nsecond', DOC(P(T('first')), P(T('second')))],
    ['the empty template is one empty paragraph', '', DOC(P())],
    ['a trailing newline is a line break', 'a\n', DOC(P(T('a'), BR))],
    ['a lone closing brace pair is text', 'a }} b', DOC(P(T('a }} b')))],
    ['HTML characters are escaped as Go escapes them', 'a <b> & c', DOC(P('{"type":"text","text":"a \\u003cb\\u003e \\u0026 c"}'))],
    // Go's encoder escapes U+2028 and U+2029 (JavaScript's JSON.stringify does not): the same template gives the provider's bytes.
    ['the line and paragraph separators are escaped as Go escapes them', 'a\u2028b\u2029c', DOC(P('{"type":"text","text":"a\\u2028b\\u2029c"}'))],
    ['a reference with quotes', '{{ expressions["team"] }}', DOC(P(V('expressions["team"]')))],
  ])('%s', (_what, template, document) => {
    expect(compile(template)).toBe(document);
    // Valid JSON with the keys in the provider's order: only Go's escapes differ from JSON.stringify.
    const goEscapes = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(goEscapes(JSON.stringify(JSON.parse(compile(template))))).toBe(document);
  });
});

describe('the canonical template of a document', () => {
  test.each([
    ['spacing is normalised', '{{  payload.title|truncate:100 }}', '{{payload.title | truncate: 100}}'],
    ['filters are written truncate first', '{{d | omit_if_unset | truncate: 5}}', '{{d | truncate: 5 | omit_if_unset}}'],
    ['three newlines become two', 'a\n\n\nb', 'a\n\nb'],
    ['text and line breaks stay', '🚨 {{title}}\nmore', '🚨 {{title}}\nmore'],
  ])('%s', (_what, template, want) => {
    expect(canonical(template)).toBe(want);
  });

  test('text that holds {{, and shapes that parse back differently, have no template', () => {
    expect(templateOf(plainParagraphs('literally {{description}}'))).toBeUndefined();
    expect(templateOf([[{ type: 'text', text: 'a' }, { type: 'lineBreak' }, { type: 'lineBreak' }, { type: 'text', text: 'b' }]])).toBeUndefined();
    expect(templateOf([[{ type: 'text', text: 'a' }], [], [{ type: 'text', text: 'b' }]])).toBeUndefined();
    expect(templateOf([[{ type: 'text', text: 'bold', marks: [{ type: 'bold' }] }]])).toBeUndefined();
    expect(templateOf([])).toBeUndefined();
  });
});

describe('templates that do not parse', () => {
  test.each([
    ['{{description', 'unclosed_variable', 'an unclosed "{{" at offset 0'],
    ['{{title}} and {{description', 'unclosed_variable', 'an unclosed "{{" at offset 14'],
    ['one\n\n{{x | truncate: 100', 'unclosed_variable', 'an unclosed "{{" at offset 5'],
    ['{{description | upcase}}', 'unknown_filter', '"upcase" in "{{description | upcase}}" is no filter (the filters are truncate and omit_if_unset)'],
    ['{{d | truncate: 0}}', 'invalid_filter_argument', 'truncate takes a whole number, 1 or more, but "{{d | truncate: 0}}" gives it "0"'],
    ['{{d | truncate: -5}}', 'invalid_filter_argument', 'truncate takes a whole number, 1 or more, but "{{d | truncate: -5}}" gives it "-5"'],
    ['{{d | truncate: abc}}', 'invalid_filter_argument', 'truncate takes a whole number, 1 or more, but "{{d | truncate: abc}}" gives it "abc"'],
    ['{{d | truncate}}', 'invalid_filter_argument', 'truncate takes a whole number, 1 or more, but "{{d | truncate}}" gives it ""'],
    ['{{d | omit_if_unset: 5}}', 'invalid_filter_argument', 'omit_if_unset takes no argument, but "{{d | omit_if_unset: 5}}" gives it "5"'],
    ['{{d | omit_if_unset:}}', 'invalid_filter_argument', 'omit_if_unset takes no argument, but "{{d | omit_if_unset:}}" gives it ""'],
    ['{{}}', 'empty_variable_name', 'the variable "{{}}" has no name'],
    ['{{   }}', 'empty_variable_name', 'the variable "{{   }}" has no name'],
    ['{{ | truncate: 100}}', 'empty_variable_name', 'the variable "{{ | truncate: 100}}" has no name'],
    ['{{a {{b}} c}}', 'nested_variable', 'a "{{" inside the variable "{{a {{b}}"'],
  ])('%j: %s', (template, slug, detail) => {
    expect(parseTemplate(template)).toEqual({ error: { slug, detail } });
  });
});

test('plain text keeps {{ as text, with the same paragraphs and line breaks', () => {
  expect(documentOf(plainParagraphs('a {{b}}\nc\n\nd'))).toBe(DOC(P(T('a {{b}}'), BR, T('c')), P(T('d'))));
});
