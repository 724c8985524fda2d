import { incident } from '../../../../src';
import { richTextOf } from '../../../../src/constructs/incident/private/rich-text-field';
import { engineContext, messages } from '../alerts-util';

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
});
