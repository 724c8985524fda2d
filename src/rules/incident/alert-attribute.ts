/**
 * Type rules of `incident_alert_attribute`, checked against incident-io/incident v6.3.0: the API
 * refuses the reserved name Priority (an acceptance test expects it); the emoji is a name without
 * colons and a catalog-backed type is written CatalogEntry["<catalog type id>"], as the API documents it.
 */
import { bracketTypeRule, engineTypeRule } from './shared/incident-rules';
import { str, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_alert_attribute';
const DOC = 'docs/resources/alert_attribute.md';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/reserved-name`,
    summary: 'An alert attribute is not named Priority: priority is a built-in attribute, and the API refuses the name.',
    enforcedBy: "internal/provider/incident_alert_attribute_resource_test.go: TestAccAlertAttributeResource (ExpectError \"cannot have an attribute named 'Priority'\")",
    check: (input, report) => {
      if (str(input.name) !== 'Priority') return;
      report('name', 'is reserved: every organization has a built-in Priority alert attribute, and the API refuses another one.', {
        received: input.name,
        allowed: 'any other name',
        fix: "read the built-in attribute with the incident_alert_attribute data source (name 'Priority'), or pick another name such as 'Alert priority'.",
      });
    },
  },
  {
    id: `rule:${T}/emoji-without-colons`,
    summary: 'The emoji of an alert attribute is written as its name, without colons (fire, not :fire:).',
    documentedIn: `${DOC}: emoji (stored without colons)`,
    level: 'warning',
    check: (input, report) => {
      const v = str(input.emoji);
      if (v === undefined || !v.includes(':')) return;
      const name = v.replace(/^:+|:+$/g, '');
      report('emoji', 'is written with colons; the emoji is given by its name alone.', {
        received: v,
        allowed: "an emoji name without colons, e.g. 'fire'",
        fix: name && !name.includes(':') ? `write '${name}'.` : 'remove the colons and keep the emoji name, e.g. \'fire\'.',
      });
    },
  },
  // The docs write the inside three ways (a name, "CatalogEntryID", the API's ids); the API
  // stores and returns the catalog type's id (AlertAttributeV2.type, example
  // CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]; CatalogResourceV3.engine_resource_type "as used
  // when setting the type of an alert attribute"), and the provider keeps what the API returns.
  // The L2 renders that form (AttributeType.catalogEntry); this rule judges only the brackets.
  bracketTypeRule({
    type: T,
    name: 'catalog-entry-type',
    field: 'type',
    prefix: 'CatalogEntry',
    what: 'refers to a catalog type',
    placeholder: '<catalog type id>',
    example: '01GW2G3V0S59R238FAHPDS1R67',
    // An id (26 letters and digits) keeps its id; a name is replaced by the type's id.
    fix: (inside) => (/^[0-9A-Za-z]{26}$/.test(inside) ? undefined
      : 'put the id of the catalog type in double quotes, e.g. CatalogEntry["${incident_catalog_type.team.id}"] (the L2 writes it: AttributeType.catalogEntry(teams)).'),
    summary: 'A type that refers to a catalog type is written CatalogEntry["<catalog type id>"], in double quotes.',
    provenance: { documentedIn: 'internal/client/client.gen.go: AlertAttributeV2.Type (Example: CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"])' },
  }),
  engineTypeRule({
    type: T,
    field: 'type',
    summary: 'The type of an alert attribute is an engine type name in PascalCase (String, not string).',
    provenance: { documentedIn: `${DOC}: type (Engine resource name; example type = "String")` },
  }),
];
