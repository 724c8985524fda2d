import { richTextOf } from '../../../../../src/constructs/incident/expressions/private/rich-text-field';
import { incident } from '../../../../../src/index';
import { engineContext, messages } from '../../alerts/alerts-util';

describe('richTextOf', () => {
  test('a RichText renders its document; plain text gets the wrapping fix; anything else the factories', () => {
    const { ctx, p } = engineContext();
    expect(richTextOf(ctx, 'title', incident.RichText.text('Payments'))).toBe('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Payments"}]}]}');
    expect(richTextOf(ctx, 'title', 'Payments down')).toBeUndefined();
    expect(richTextOf(ctx, 'summary', 7)).toBeUndefined();
    expect(messages(p)).toEqual([
      'title: is plain text, but the field stores a rich-text document. Received: "Payments down". '
      + "Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments'). "
      + 'Fix: wrap it: RichText.template("Payments down") (or RichText.text(...) for text without variables).',
      "summary: expected a RichText. Received: 7. Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments'). "
      + "Fix: make it with RichText.template('...'), RichText.text('...') or RichText.of(...).",
    ]);
  });

  test('a document written by hand (its JSON) is refused with the template that renders the same document, or the builder when it has none', () => {
    const { ctx, p } = engineContext();
    const variable = '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"🚨 "},{"type":"varSpec","attrs":{"name":"payload.title","label":"Title","missing":false,"truncateTo":100}}]},'
      + '{"type":"paragraph","content":[{"type":"text","text":"a"},{"type":"hardBreak"},{"type":"text","text":"b"}]}]}';
    const link = '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Runbook","marks":[{"type":"link","attrs":{"href":"https://x.example"}}]}]}]}';
    expect(richTextOf(ctx, 'title', variable)).toBeUndefined();
    expect(richTextOf(ctx, 'description', link)).toBeUndefined();
    expect(richTextOf(ctx, 'summary', '{"type":"doc","content":[]}')).toBeUndefined();
    const problem = 'is a rich-text document written by hand (its JSON); the field takes a RichText, which the library renders into the document.';
    const allowed = "Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments').";
    const builder = "Fix: build it with RichText.of(RichTextNode.text(...), RichTextNode.variable(...), ...) (marks and links), or RichText.template('...') (text and {{ variables }}).";
    const cut = 'Received: "{\\"type\\":\\"doc\\",\\"content\\":[{\\"type\\":\\"paragraph\\",\\"content\\":[{...".';
    expect(messages(p)).toEqual([
      `title: ${problem} ${cut} ${allowed} Fix: write RichText.template("🚨 {{payload.title | truncate: 100}}\\n\\na\\nb") (it renders the same document).`,
      `description: ${problem} ${cut} ${allowed} ${builder}`,
      `summary: ${problem} Received: "{\\"type\\":\\"doc\\",\\"content\\":[]}". ${allowed} ${builder}`,
    ]);
    // The template of the fix renders the document of the same text.
    expect(incident.RichText.template('🚨 {{payload.title | truncate: 100}}\n\na\nb').document).toBe(
      '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"🚨 "},{"type":"varSpec","attrs":{"name":"payload.title","truncateTo":100}}]},'
      + '{"type":"paragraph","content":[{"type":"text","text":"a"},{"type":"lineBreak"},{"type":"text","text":"b"}]}]}');
    // JSON that is no document is plain text.
    expect(richTextOf(ctx, 'title', '{"type":"paragraph"}')).toBeUndefined();
    expect(messages(p)[3]).toMatch(/^title: is plain text, but the field stores a rich-text document\./);
  });
});
