/**
 * The record of the rules the alert L2s and their engine values add for issue 25 (what an L2
 * promises), each checked where the value is bound (a condition, a binding, a grouping window):
 * refusals of what the provider's documentation or the API's specification calls invalid (an
 * opinionated L2 refuses it, where the L1's value check only warns or nothing judges it, and says
 * how to send it anyway through the L1), errors the provider or Terraform enforce, the L2's own
 * contract, and the warning about references the resource does not read.
 * `test/constructs/incident/alerts/private/alert-rules.test.ts` checks that each id is used where
 * the rule is checked. Not part of the public API.
 */
import type { PropRule } from '../../../../core/l2/index';

/** Where the engine's bindings are said to take the literal value of the step parameter, an entry id for a catalog-typed one. */
const ENGINE_BINDING = 'internal/client/client.gen.go: EngineParamBindingValueV2 ("the literal value of the step parameter"; only a catalog entry\'s own '
  + 'attribute values also resolve an external id or an alias: CatalogEntryEngineParamBindingValueV3); the acceptance test binds Priority to a catalog entry id '
  + '(internal/provider/incident_alert_source_resource_test.go: testAccAlertSourceResourceConfigIssue342), and docs/resources/alert_route.md takes ids from the catalog entry data source';

/** The rules, by the id of the problem or warning each one reports. */
export const ALERT_RULES: ReadonlyArray<PropRule<unknown>> = [
  {
    name: 'incident:grouping-window-range',
    summary: 'A route groups alerts over a window of 1 minute to 48 hours (refused in the route\'s words; the L1\'s value check only warns).',
    documentedIn: 'docs/resources/alert_route.md: grouping_config.default.window_seconds ("Must be between 60 (1 minute) and 172800 (48 hours)")',
  },
  {
    name: 'incident:catalog-value-is-identifier',
    summary: 'A catalog-typed value is not the external id, an alias or the name of an entry the app defines: the entry itself is passed.',
    documentedIn: ENGINE_BINDING,
  },
  { name: 'incident:catalog-value-not-an-id', summary: 'A string given for a catalog-typed value is an entry id (or a token).', documentedIn: ENGINE_BINDING },
  { name: 'incident:catalog-entry-of-other-type', summary: 'An entry given for a catalog-typed value is an entry of that catalog type.', documentedIn: ENGINE_BINDING },
  {
    name: 'incident:catalog-entry-for-scalar',
    summary: 'An entry is given where a catalog-typed value is taken, not where text or a number is (it renders the entry\'s id).',
    contract: 'an entry renders its id, which a String, Text, Number, Bool or User value never is',
  },
  {
    name: 'incident:catalog-entry-unknown',
    summary: 'An entry of an app-defined type (type.entryRef) names an entry the type defines.',
    enforcedBy: 'Terraform: the value is incident_catalog_entries.<type>.entries["<external id>"].id, an index that fails plan when the map has no such key',
  },
  {
    name: 'incident:catalog-entry-id-unknown',
    summary: 'An entry given as a value has an id some resource knows (not an entry of a type with manageEntries: false).',
    contract: 'the value renders the entry\'s id',
  },
  {
    name: 'incident:alert-attribute-entry-type-unknown',
    summary: 'entry(identifier) is read from an alert attribute whose catalog type is known here (the built-in Priority).',
    contract: 'the lookup needs the catalog type of the entries',
  },
  {
    name: 'incident:reference-scope',
    summary: 'A reference, a template\'s variables included, reads what its resource evaluates: a source the payload, a route the alert.',
    contract: 'a source template is evaluated on the event payload, a route on the alert the source made',
    warningId: 'incident:reference-scope',
  },
];
