import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Config = incident.IncidentAlertSourceConfig;
type Template = incident.IncidentAlertSourceTemplate;
const ATTRIBUTE = '01HS45HY43KWJRP1XPA7Z3DJ8F';
const doc = (text: string) => JSON.stringify({ content: [{ content: [{ text, type: 'text' }], type: 'paragraph' }], type: 'doc' });
const template = (over: Partial<Template> = {}): Template => ({
  title: { literal: doc('CloudWatch alarm') },
  description: { reference: 'payload.NewStateReason' },
  expressions: [{
    label: 'Severity',
    reference: 'severity',
    rootReference: 'payload',
    operations: [{ operationType: 'parse', parse: { source: '$.severity', returns: { type: 'String', array: false } } }],
  }],
  attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'expressions["severity"]' }, mergeStrategy: 'first_wins' } }],
  ...over,
});
const source = (over: Partial<Config> = {}): Config => ({ name: 'CloudWatch (production)', sourceType: 'cloudwatch', template: template(), ...over });
const build = (config: Config) => (s: any) => new incident.IncidentAlertSource(s, 'src', config);

describe('incident_alert_source type rules and value checks', () => {
  test('a source whose template refers to its own expressions, with a document title, has no findings', () => {
    expect(make(build(source())).warnings).toEqual([]);
    expect(make(build(source({ sourceType: 'http' }))).warnings).toEqual([]);
  });

  test('expression-reference: an expression the template does not define fails (the API refuses the template at plan)', () => {
    const t = template({ attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'expressions["sev"]' } } }] });
    expect(errorLines(fails(build(source({ template: t }))))).toEqual([
      '[test/src] [rule:incident_alert_source/expression-reference] template.attributes[0].binding.value.reference: refers to expressions["sev"], but no expression of this resource has the reference "sev". Received: "expressions[\\"sev\\"]". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to template.expressions.',
    ]);
    const inTitle = template({ title: { literal: JSON.stringify({ content: [{ content: [{ attrs: { label: 'Team', missing: false, name: 'expressions["team"]' }, type: 'varSpec' }], type: 'paragraph' }], type: 'doc' }) } });
    expect(errorLines(fails(build(source({ template: inTitle }))))[0]).toContain('template.title.literal: refers to expressions["team"], but no expression of this resource has the reference "team".');
  });

  test('rich-text-literal: a plain-text title warns, with the document to write (documented)', () => {
    expect(ruleWarnings(make(build(source({ template: template({ title: { literal: 'CPU high' } }) }))).warnings)).toEqual([
      'test/src: [rule:incident_alert_source/rich-text-literal] template.title.literal: is plain text, but the field stores a rich-text document (JSON). Received: "CPU high". Allowed: a rich-text document serialized as JSON, {"type":"doc","content":[...]}. Fix: write JSON.stringify({"content":[{"content":[{"text":"CPU high","type":"text"}],"type":"paragraph"}],"type":"doc"}) (a paragraph holding the text), or build the document with the incident_rich_text data source.',
    ]);
  });

  test('binding-value-or-array-value: a binding with both warns (documented)', () => {
    const t = template({ attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'expressions["severity"]' }, arrayValue: [{ literal: 'critical' }] } }] });
    expect(ruleWarnings(make(build(source({ template: t }))).warnings)).toEqual([
      'test/src: [rule:incident_alert_source/binding-value-or-array-value] template.attributes[0].binding: sets both value and arrayValue; a binding holds one of them. Received: value and arrayValue (1 item). Allowed: value for one literal or reference, or arrayValue for several. Fix: remove value, or move it into arrayValue.',
    ]);
  });

  test('sourceType in another case only warns (a documented list: the API owns it), with the closest valid value', () => {
    expect(make(build(source({ sourceType: 'HTTP' }))).warnings).toEqual([
      expect.stringContaining('test/src: [terrain:unlisted-value] [value:incident_alert_source.source_type] sourceType: is not in the list of values the provider documents (value:incident_alert_source.source_type); the remote API may refuse it at apply. Received: "HTTP". Allowed: \'alertmanager\', '),
    ]);
    expect(make(build(source({ sourceType: 'HTTP' }))).warnings[0]).toMatch(/Fix: write 'http' instead of 'HTTP' \(did you mean it\?\)\. If a newer provider release allows it, acknowledge value:incident_alert_source\.source_type with the reason\.$/);
  });

  test('a merge strategy in the alert route style warns through the value check, with the template spelling', () => {
    const t = template({ attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'expressions["severity"]' }, mergeStrategy: 'first-wins' } }] });
    expect(make(build(source({ template: t }))).warnings).toEqual([
      "test/src: [terrain:unlisted-value] [value:incident_alert_source.template.attributes.binding.merge_strategy] template.attributes[0].binding.mergeStrategy: is not in the list of values the provider documents (value:incident_alert_source.template.attributes.binding.merge_strategy); the remote API may refuse it at apply. Received: \"first-wins\". Allowed: 'first_wins', 'last_wins', 'append', 'max' or 'min'. Fix: write 'first_wins' instead of 'first-wins' (did you mean it?). If a newer provider release allows it, acknowledge value:incident_alert_source.template.attributes.binding.merge_strategy with the reason.",
    ]);
  });

  test('tokens are not judged: an unknown reference, title or expression list', () => {
    expect(make((s) => new incident.IncidentAlertSource(s, 'src', source({
      template: template({ title: { literal: token(s, 'title') }, attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: token(s, 'ref') } } }] }),
    }))).warnings).toEqual([]);
    expect(make((s) => new incident.IncidentAlertSource(s, 'src', source({
      template: template({ expressions: [{ label: 'x', reference: token(s, 'r'), rootReference: 'payload', operations: [] }], attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'expressions["sev"]' } } }] }),
    }))).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    const t = template({ attributes: [{ alertAttributeId: ATTRIBUTE, binding: { value: { reference: 'expressions["sev"]' } } }] });
    expect(make(build(source({ template: t })), 'rule:incident_alert_source/expression-reference').warnings).toEqual([
      `test/src: [rule:incident_alert_source/expression-reference] template.attributes[0].binding.value.reference: refers to expressions["sev"], but no expression of this resource has the reference "sev". Received: "expressions[\\"sev\\"]". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to template.expressions. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
