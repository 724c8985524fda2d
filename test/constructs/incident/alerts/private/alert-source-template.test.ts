/**
 * The template of an alert source: the documents (escaped where they reach the L1), the bound
 * attributes checked against their types, the expressions they use, and private alerts.
 */
import { bindTemplate } from '../../../../../src/constructs/incident/alerts/private/alert-source-template';
import { incident } from '../../../../../src/index';
import { engineContext, messages } from '../alerts-util';

const { AlertAttribute, AttributeMergeStrategy, AttributeType, Binding, Expression, RichText } = incident;

const doc = (text: string) => `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":${JSON.stringify(text)}}]}]}`;

describe('bindTemplate', () => {
  test('the title and description escaped, each binding with its merge strategy, the expressions, the teams of private alerts', () => {
    const { ctx, p, scope } = engineContext('source');
    const known = AlertAttribute.fromAlertAttributeAttributes(scope, 'Known', { alertAttributeId: '01ATTR', attributeType: AttributeType.string() });
    const team = Expression.parse('team', { source: '$.team', returns: AttributeType.string() });
    const template = bindTemplate(ctx, { heartbeat: false, title: RichText.text('CPU ${x}'), description: RichText.text('%{ y }'), visibleToTeamIds: ['01TEAM'] }, [
      { attribute: known, binding: Binding.expression(team), merge: AttributeMergeStrategy.LAST_WINS },
    ]);
    expect(messages(p)).toEqual([]);
    expect(template).toEqual({
      title: { literal: doc('CPU $${x}') },
      description: { literal: doc('%%{ y }') },
      attributes: [{ alertAttributeId: '01ATTR', binding: { value: { reference: 'expressions["team"]' }, mergeStrategy: 'last_wins' } }],
      expressions: [{ label: 'team', reference: 'team', rootReference: 'payload', operations: [{ operationType: 'parse', parse: { source: '$.team', returns: { type: 'String', array: false } } }] }],
      isPrivate: true,
      visibleToTeams: { arrayValue: [{ literal: '01TEAM' }] },
    });
  });

  test('a heartbeat source renders no title or description; a binding of another type is refused', () => {
    const { ctx, p, scope } = engineContext('source');
    const n = AlertAttribute.fromAlertAttributeAttributes(scope, 'N', { alertAttributeId: '01N', attributeType: AttributeType.number() });
    expect(bindTemplate(ctx, { heartbeat: true, title: RichText.text('ignored') }, [])).toEqual({ title: {}, description: {}, attributes: [], expressions: [] });
    expect(bindTemplate(ctx, { heartbeat: false, title: RichText.text('t') }, [{ attribute: n, binding: Binding.literal('three') }])).toBeUndefined();
    expect(messages(p)).toEqual([
      'bind(binding): is "three", which is no number. The engine checks a binding against what the alert attribute scope/N takes. '
      + "Received: Binding.literal(\"three\"). Allowed: Number. Fix: write the number as text, e.g. Binding.literal('3').",
    ]);
  });
});
