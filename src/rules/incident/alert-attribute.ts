/**
 * Type rules of `incident_alert_attribute` (SPEC 2.2 AlertAttribute): the emoji is a name without
 * colons, and a catalog-typed attribute names its type as CatalogEntry['<Type>'].
 */
import { bracketTypeRule } from './shared/incident-rules';
import { str, TypeRule } from '../../core/type-rules';

const T = 'incident_alert_attribute';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/emoji-without-colons`,
    summary: 'The emoji of an alert attribute is written as its name, without colons (fire, not :fire:).',
    source: 'SPEC 2.2 AlertAttribute (emoji)',
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
  bracketTypeRule({
    type: T,
    name: 'catalog-entry-type',
    field: 'type',
    prefix: 'CatalogEntry',
    what: 'refers to a catalog type',
    example: 'Service',
    summary: "A type that refers to a catalog type is written CatalogEntry['<Type>'] (CatalogEntry[\"<Type>\"] as the provider docs write it is accepted too).",
    source: 'SPEC 2.2 AlertAttribute (type)',
  }),
];
