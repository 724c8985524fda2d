/**
 * Type rules of `incident_catalog_type`, checked against incident-io/incident v6.3.0. The
 * categories are checked by the generated value check (value:incident_catalog_type.categories, a
 * documented list). How alert attributes of the stack name a catalog type created here is compared
 * across the stack (shared/stack-pass.ts).
 */
import { bracketFix, bracketName, wellFormed } from './shared/incident-rules';
import { ENGINE_TYPE_BY_ID, noteCustomType } from './shared/stack-pass';
import { str, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_catalog_type';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/custom-type-name`,
    summary: 'The typeName of a catalog type this resource creates (a custom, not synced, type) has the form Custom["<Name>"], in double quotes.',
    documentedIn: 'docs/resources/catalog_type.md: type_name (For non-externally sync types, it must follow the pattern Custom["SomeName"])',
    level: 'warning',
    check: (input, report) => {
      const v = str(input.type_name);
      if (v === undefined || wellFormed('Custom', v)) return;
      const bare = !v.startsWith('Custom');
      report('type_name', bare
        ? 'is a bare name; a catalog type created here is a custom type, whose type name is Custom["<Name>"] (bare names belong to types synced from integrations).'
        : 'names a custom (not synced) catalog type but is not written Custom["<Name>"].', {
        received: v,
        allowed: 'Custom["<Name>"], e.g. Custom["Service"]',
        fix: bracketFix('Custom', v, 'Service'),
      });
    },
  },
  {
    id: `rule:${T}/type-name-characters`,
    summary: 'The name inside Custom["<Name>"] has no digits or hyphens; the API refuses them.',
    enforcedBy: 'internal/provider/incident_catalog_type_resource_test.go: generateTypeName (the API does not accept digits or hyphens in a type name)',
    check: (input, report) => {
      const v = str(input.type_name);
      if (v === undefined || !v.startsWith('Custom')) return;
      const name = bracketName('Custom', v);
      if (!/[0-9-]/.test(name)) return;
      const clean = name.replace(/[0-9]+/g, '').split('-').filter(Boolean).map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
      report('type_name', 'has digits or hyphens in the type name, which the API does not accept.', {
        received: v,
        allowed: 'Custom["<Name>"] with letters only in the name, e.g. Custom["ServiceTier"]',
        fix: clean ? `write Custom["${clean}"] (the display name, name, can keep the digits).` : 'use letters only, e.g. Custom["ServiceTier"].',
      });
    },
  },
  {
    id: ENGINE_TYPE_BY_ID,
    summary: 'An alert attribute of the stack refers to the entries of a custom catalog type created here by the type\'s id, CatalogEntry["<catalog type id>"], '
      + 'not by its name (compared across the stack, reported on the alert attribute).',
    documentedIn: 'internal/client/client.gen.go: CatalogResourceV3 (the type Custom["Team"] has the engine_resource_type CatalogEntry["01GVGYJSD39FRKVDWACK9NDS4E"]; '
      + 'EngineResourceType: "as used when setting the type of an alert attribute")',
    level: 'warning',
    // The half that reads one catalog type; the stack's pass reads the alert attributes (shared/stack-pass.ts).
    check: (input) => noteCustomType(input),
  },
];
