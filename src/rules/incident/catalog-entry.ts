/**
 * Type rules of `incident_catalog_entry`, checked against incident-io/incident v6.3.0. The
 * provider's ValidateConfig refuses attribute values of attributes outside managedAttributes
 * (below); attribute values and managedAttributes name attributes by id (a warning otherwise). A
 * rank is a whole number (the provider's schema makes it an Int64). Two entries of one type with
 * one external id are compared across the stack (shared/stack-pass.ts).
 */
import { ATTRIBUTE_ID_TEXT, checkManagedAttributeIds, mayBeAttributeId, rankRule } from './shared/catalog';
import { EXTERNAL_ID_UNIQUE, noteExternalId } from './shared/stack-pass';
import { at, items, known, str, strings, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_catalog_entry';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/attribute-id`,
    summary: 'Attribute values and managedAttributes name attributes by their id, not their name.',
    documentedIn: 'docs/resources/catalog_entry.md: attribute_values.attribute (The ID of this attribute)',
    level: 'warning',
    check: (input, report) => {
      for (const [v, i] of items(input.attribute_values)) {
        const a = str(v.attribute);
        if (a === undefined || mayBeAttributeId(a)) continue;
        report(`${at('attribute_values', input.attribute_values, i)}.attribute`, 'cannot be an attribute id.', {
          received: a,
          allowed: ATTRIBUTE_ID_TEXT,
          fix: `use the attribute's id, e.g. incident_catalog_type_attribute.<name>.id for the attribute named ${JSON.stringify(a)}.`,
        });
      }
      checkManagedAttributeIds(input, report);
    },
  },
  {
    id: `rule:${T}/managed-attributes`,
    summary: 'When managedAttributes is set, every attribute in attributeValues is one of them.',
    enforcedBy: 'internal/provider/incident_catalog_entry_resource.go: ValidateConfig (acceptance test ExpectError "specified in attribute_values")',
    check: (input, report) => {
      const list = input.managed_attributes;
      if (list === undefined || list === null || !known(list) || !Array.isArray(list)) return;
      if (!known(input.attribute_values) || input.managed_attributes.some((m: unknown) => str(m) === undefined)) return;
      const managed = strings(input.managed_attributes);
      for (const [v, i] of items(input.attribute_values)) {
        const a = str(v.attribute);
        if (a === undefined || managed.includes(a)) continue;
        report(`${at('attribute_values', input.attribute_values, i)}.attribute`, 'is not in managedAttributes, so this resource does not manage it.', {
          received: a,
          allowed: managed.length ? `one of managedAttributes: ${managed.map((m) => JSON.stringify(m)).join(', ')}` : 'an attribute listed in managedAttributes (the list is empty)',
          fix: 'add the attribute id to managedAttributes, or remove its value from attributeValues.',
        });
      }
    },
  },
  {
    id: EXTERNAL_ID_UNIQUE,
    summary: 'Two incident_catalog_entry of one catalog type do not share an external id (compared across the stack, reported on the later one).',
    documentedIn: 'docs/resources/catalog_entry.md: external_id (An optional alternative ID for this entry, which is ensured to be unique for the type)',
    level: 'warning',
    // The half that reads one entry; the stack's pass compares the entries (shared/stack-pass.ts).
    check: (input) => noteExternalId(input),
  },
  rankRule({
    id: `rule:${T}/rank-integer`,
    enforcedBy: 'internal/provider/incident_catalog_entry_resource.go: Schema (rank is a schema.Int64Attribute; the plugin framework\'s Int64 type refuses a number with a fraction: "Value ... is not an integer.")',
    ranks: (input) => [['rank', input.rank]],
  }),
];
