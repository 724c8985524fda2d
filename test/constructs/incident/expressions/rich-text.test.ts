/**
 * RichText: templates and nodes compile, locally and deterministically, to the document the v1
 * fields store (an alert source's title and description here); invalid or empty text fails with
 * the construct path and the field.
 */
import { Token } from 'cdktn';
import { incident } from '../../../../src/index';
import { doc, errorOf, incidentStack, synthStack } from '../alerts/alerts-util';

const { AlertRoute, AlertSource, AttributeType, Condition, EngineRef, Expression, RichText, RichTextNode } = incident;

const T = (text: string, marks = '') => `{"type":"text","text":${JSON.stringify(text)}${marks}}`;
const V = (name: string, extra = '') => `{"type":"varSpec","attrs":{"name":${JSON.stringify(name)}${extra}}}`;

/** The title and description literals of an HTTP source made with these texts. */
function literals(title: incident.RichText, description?: incident.RichText) {
  const s = incidentStack();
  AlertSource.http(s, 'Http', { name: 'Payments', title, description });
  const { doc: d, warnings } = synthStack(s);
  const t = d.resource.incident_alert_source.Http.template;
  return { title: t.title.literal, description: t.description.literal, expressions: t.expressions, warnings };
}

describe('RichText', () => {
  test('a template renders the document of the provider\'s grammar (the issue\'s title)', () => {
    const r = literals(RichText.template('🚨 {{ payload.title | truncate: 100 }}'), RichText.template('{{ payload.description | omit_if_unset }}\n\nSent by {{payload.source}}'));
    expect(r.title).toBe(doc(T('🚨 '), V('payload.title', ',"truncateTo":100')));
    expect(r.description).toBe('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"varSpec","attrs":{"name":"payload.description","omitIfUnset":true}}]},'
      + '{"type":"paragraph","content":[{"type":"text","text":"Sent by "},{"type":"varSpec","attrs":{"name":"payload.source"}}]}]}');
    expect(r.warnings).toEqual([]);
  });

  test('document and templateString: the same text gives the same bytes, and the canonical {{ }} form', () => {
    const a = RichText.template('🚨 {{payload.title|truncate:100}}');
    const b = RichText.template('🚨 {{ payload.title | truncate: 100 }}');
    expect(a.document).toBe(b.document);
    expect(a.templateString).toBe('🚨 {{payload.title | truncate: 100}}');
    expect(RichText.text('literally {{x}}').document).toBe(doc(T('literally {{x}}')));
    expect(RichText.text('literally {{x}}').templateString).toBeUndefined();
  });

  test('nodes: marks, links, line and paragraph breaks, variables of references (an expression is defined by the source)', () => {
    const team = Expression.parse('team', { source: '$.labels.team', returns: AttributeType.string() });
    const text = RichText.of(
      RichTextNode.text('Urgent', { bold: true, italic: true }), RichTextNode.text(': '), RichTextNode.variable(EngineRef.payload('title'), { truncate: 80, omitIfUnset: true }),
      RichTextNode.lineBreak(), RichTextNode.link('Runbook', 'https://runbooks.example.com/payments'),
      RichTextNode.paragraphBreak(), RichTextNode.text('Team: '), RichTextNode.variable(EngineRef.expression(team)),
    );
    const r = literals(text);
    expect(r.title).toBe('{"type":"doc","content":[{"type":"paragraph","content":['
      + `${T('Urgent', ',"marks":[{"type":"bold"},{"type":"italic"}]')},${T(': ')},${V('payload.title', ',"omitIfUnset":true,"truncateTo":80')},{"type":"lineBreak"},`
      + `${T('Runbook', ',"marks":[{"type":"link","attrs":{"href":"https://runbooks.example.com/payments"}}]')}]},`
      + `{"type":"paragraph","content":[${T('Team: ')},${V('expressions["team"]')}]}]}`);
    expect(r.expressions.map((e: any) => e.reference)).toEqual(['team']);
    expect(text.templateString).toBeUndefined(); // marks have no template syntax
    expect(RichText.of(RichTextNode.text('a'), RichTextNode.lineBreak(), RichTextNode.variable(EngineRef.payload('b'))).templateString).toBe('a\n{{payload.b}}');
  });

  test('an invalid template fails with the construct path, the field, the template and the fix', () => {
    expect(errorOf(() => literals(RichText.template('🚨 {{ payload.title | truncate: 100')))).toBe(
      '[test/Http] title: is not a valid template: an unclosed "{{" at offset 3. Received: "🚨 {{ payload.title | truncate: 100". '
      + "Allowed: a template of text and {{ variable }}s with the filters truncate: <n> and omit_if_unset, e.g. '🚨 {{ payload.title | truncate: 100 }}'. "
      + 'Fix: close each {{ with }}; for a literal {{ in the text, build it with RichText.of(RichTextNode.text(...)).');
    expect(errorOf(() => literals(RichText.template('ok'), RichText.template('{{ payload.x | upcase }}')))).toBe(
      '[test/Http] description: is not a valid template: "upcase" in "{{ payload.x | upcase }}" is no filter (the filters are truncate and omit_if_unset). '
      + 'Received: "{{ payload.x | upcase }}". '
      + "Allowed: a template of text and {{ variable }}s with the filters truncate: <n> and omit_if_unset, e.g. '🚨 {{ payload.title | truncate: 100 }}'. "
      + 'Fix: use | truncate: <n> or | omit_if_unset, or remove the filter.');
  });

  test('an empty title fails; so does one of spaces and newlines only', () => {
    const empty = (what: string) => `[test/Http] title: is empty: the text has no words and no variables. Received: ${what}. Allowed: text with at least one word or variable. `
      + "Fix: write the text, e.g. RichText.template('{{ payload.title }}'), or leave the field out where it is optional.";
    expect(errorOf(() => literals(RichText.template('')))).toBe(empty('RichText.template("")'));
    expect(errorOf(() => literals(RichText.text(' \n\n ')))).toBe(empty('RichText.text(" \\n\\n ")'));
    expect(errorOf(() => literals(RichText.of()))).toBe(empty('RichText.of(0 nodes)'));
  });

  test('nodes are checked: a link that is no URL, a truncate that is no positive whole number, an empty text', () => {
    expect(errorOf(() => literals(RichText.of(RichTextNode.link('x', 'not a url'), RichTextNode.variable(EngineRef.payload('t'), { truncate: 0 }), RichTextNode.text(''))))).toBe([
      '[test/Http] 3 problems:',
      "  - title.nodes[0].marks.link: is not a URL. Received: \"not a url\". Allowed: a URL, e.g. 'https://runbooks.example.com/payments'. Fix: give the full URL, with its scheme.",
      '  - title.nodes[1].options.truncate: is not a whole number, 1 or more. Received: 0. Allowed: a whole number, 1 or more. Fix: write the number of characters to keep, e.g. truncate: 100.',
      '  - title.nodes[2].text: is empty. Received: "". Allowed: non-empty text. Fix: write the text, or leave the node out.',
    ].join('\n'));
  });

  test('JavaScript input: plain text where the field wants a document, a token, unknown marks, a node that is none', () => {
    expect(errorOf(() => literals('🚨 Payments down' as any))).toBe(
      '[test/Http] title: is plain text, but the field stores a rich-text document. Received: "🚨 Payments down". '
      + "Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments'). "
      + 'Fix: wrap it: RichText.template("🚨 Payments down") (or RichText.text(...) for text without variables).');
    expect(errorOf(() => literals(RichText.template(Token.asString({ Ref: 'x' }))))).toBe(
      '[test/Http] title: is a token: the library builds the document at synth and needs the text. '
      + 'Received: a string token (a value Terraform knows only when it plans or applies). Allowed: text written in code. '
      + "Fix: write the text in code; for a value known at apply only, use a variable: RichText.template('{{ payload.title }}').");
    expect(errorOf(() => literals(RichText.of(RichTextNode.text('x', { underline: true } as any), 'y' as any)))).toBe([
      '[test/Http] 2 problems:',
      "  - title.nodes[0].marks.underline: unknown option. Received: the key 'underline'. Allowed: the options of RichTextMarks: bold, italic, link. Fix: remove 'underline', or check its spelling against RichTextMarks.",
      "  - title.nodes[1]: expected a RichTextNode. Received: \"y\". Allowed: a RichTextNode, e.g. RichTextNode.text('Runbook'). Fix: make each node with a RichTextNode factory.",
    ].join('\n'));
    expect(errorOf(() => literals(RichText.template(42 as any)))).toBe(
      "[test/Http] title: was made by RichText.template with no string. Received: 42. Allowed: a string. Fix: pass the text, e.g. RichText.template('{{ payload.title }}').");
  });

  test('reading the document of text that has none throws a TypeError that says why', () => {
    expect(() => RichText.template('{{x').document).toThrow(new TypeError('RichText: is not a valid template: an unclosed "{{" at offset 0.'));
  });

  test('the document read without a resource names the expressions of its variables and defines none (a resource does)', () => {
    // The expression's own problems are the resource's to report, where it defines the expression.
    const unusable = Expression.parse('team', { source: '', returns: AttributeType.string() });
    expect(RichText.of(RichTextNode.variable(EngineRef.expression(unusable))).document).toBe(doc(V('expressions["team"]')));
    expect(() => RichText.of(RichTextNode.variable(EngineRef.expression({} as any))).document).toThrow(new TypeError('RichText.nodes[0].reference: refers to no Expression.'));
    expect(RichText.of(RichTextNode.variable(EngineRef.alertTitle())).document).toBe(doc(V('alert.title')));
  });
});

describe('RichTextNode', () => {
  test('a newline in text is a line break; a variable takes its options', () => {
    expect(RichText.of(RichTextNode.text('a\nb')).document).toBe(doc(T('a'), '{"type":"lineBreak"}', T('b')));
    expect(RichText.of(RichTextNode.variable(EngineRef.alertTitle(), { truncate: 5 })).templateString).toBe('{{alert.title | truncate: 5}}');
  });
});

describe('the variables of a template are judged by the scope of the resource, as references are (incident:reference-scope)', () => {
  const PAYLOAD_ON_ROUTE = (field: string, shown: string) => `test/Route: [incident:reference-scope] ${field}: refers to the event payload (${shown}), which an alert route does not read: `
    + 'routes read the alert (EngineRef.alertTitle(), EngineRef.alertAttribute(attribute)). Bind the payload value to an alert attribute on the alert source '
    + '(source.bind(attribute, Binding.reference(EngineRef.payload(...)))), and refer to that attribute here.';

  test("a route's incident name {{ payload.title }} warns as the same payload reference in a route condition does", () => {
    const s = incidentStack();
    const source = AlertSource.http(s, 'Source', { name: 'Payments', title: RichText.template('{{ payload.title }}') });
    new AlertRoute(s, 'Route', {
      name: 'Payments',
      sources: [{ source }],
      when: Condition.isSet(EngineRef.payload('title')),
      incident: { name: RichText.template('🚨 {{ payload.title | truncate: 50 }}'), summary: RichText.template('{{ alert.description }}') },
    });
    expect(synthStack(s).warnings).toEqual([PAYLOAD_ON_ROUTE('incident.name', '{{ payload.title }}'), PAYLOAD_ON_ROUTE('when.subject', 'payload.title')]);
  });

  test("a source's title {{ alert.title }} warns, {{ payload.title }} does not; the nodes' variables as before", () => {
    const r = literals(RichText.template('{{ alert.title }} {{ payload.title }}'), RichText.of(RichTextNode.variable(EngineRef.alertDescription())));
    expect(r.warnings).toEqual([
      'test/Http: [incident:reference-scope] title: refers to the alert ({{ alert.title }}), which an alert source is building: '
      + 'a source template reads the event payload (EngineRef.payload(...)) and expressions over it.',
      'test/Http: [incident:reference-scope] description.nodes[0].reference: refers to the alert (alert.description), which an alert source is building: '
      + 'a source template reads the event payload (EngineRef.payload(...)) and expressions over it.',
    ]);
  });
});

test('a misspelled mark or variable option is refused with the closest key (JavaScript)', () => {
  expect(errorOf(() => literals(RichText.of(RichTextNode.text('Urgent', { bold: true, itlic: true } as any))))).toBe(
    "[test/Http] title.nodes[0].marks.itlic: unknown option; did you mean italic? Received: the key 'itlic'. Allowed: the options of RichTextMarks: bold, italic, link. Fix: write 'italic' instead of 'itlic'.");
  expect(errorOf(() => literals(RichText.of(RichTextNode.variable(EngineRef.payload('title'), { truncate: 80, omitIfUnst: true } as any))))).toBe(
    "[test/Http] title.nodes[0].options.omitIfUnst: unknown option; did you mean omitIfUnset? Received: the key 'omitIfUnst'. Allowed: the options of RichTextVariableOptions: truncate, omitIfUnset. Fix: write 'omitIfUnset' instead of 'omitIfUnst'.");
});
