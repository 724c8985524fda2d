/**
 * Type rules of `incident_catalog_entries`, checked against incident-io/incident v6.3.0: entries
 * are keyed by external id, "a stable identifier that can uniquely identify" an entry, and each
 * entry's attribute values by attribute id ("Keys are the system-generated IDs"). The provider
 * does not check either before apply, so the rules warn. A JavaScript object cannot hold one key
 * twice, so the duplicates judged are keys that differ only by surrounding whitespace. A rank is a
 * whole number (the provider's schema makes it an Int64). The resource is authoritative: an empty
 * map of entries deletes every entry of the type, which the docs state and the provider does not
 * refuse (a warning; the `CatalogType` L2 refuses it unless `allowEmptyEntries`, and then renders
 * the empty map as the expression `tomap({})`, which this rule does not judge).
 */
import { ATTRIBUTE_ID_TEXT, checkManagedAttributeIds, mayBeAttributeId, rankRule } from './shared/catalog';
import { obj, TypeRule } from '../../core/runtime/type-rules';

const T = 'incident_catalog_entries';
const DOC = 'docs/resources/catalog_entries.md';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/external-id`,
    summary: 'Each entry is keyed by a non-empty external id, unique within the resource (not only by surrounding whitespace).',
    documentedIn: `${DOC}: External IDs (a stable identifier that can uniquely identify each entry; the map key)`,
    level: 'warning',
    check: (input, report) => {
      const entries = obj(input.entries);
      if (!entries) return;
      const keys = Object.keys(entries).filter((k) => !k.includes('${'));
      for (const k of keys) {
        if (k.trim() !== '') continue;
        report('entries', 'has an entry keyed by an empty external id; the external id is what identifies the entry.', {
          receivedText: `the key ${JSON.stringify(k)} (entry ${JSON.stringify(obj(entries[k])?.name ?? '')})`,
          allowed: 'a non-empty external id, e.g. the entry\'s id or slug in the source of truth',
          fix: 'key the entry by its id in the system the catalog is loaded from, e.g. "payments-api".',
        });
      }
      const byTrim = new Map<string, string[]>();
      for (const k of keys) {
        if (k.trim() === '') continue;
        const list = byTrim.get(k.trim()) ?? [];
        list.push(k);
        byTrim.set(k.trim(), list);
      }
      for (const [trimmed, list] of byTrim) {
        if (list.length < 2) continue;
        report('entries', `has ${list.length} entries whose external ids differ only by surrounding whitespace; each entry needs an external id of its own.`, {
          receivedText: `the keys ${list.map((k) => JSON.stringify(k)).join(', ')}`,
          allowed: 'external ids that are unique once trimmed',
          fix: `keep one entry keyed ${JSON.stringify(trimmed)} and merge or re-key the others.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/empty-entries`,
    summary: 'The entries are not an empty map: the resource is authoritative, so an empty map deletes every entry of the catalog type.',
    documentedIn: `${DOC}: (this resource is authoritative, in that it will delete _all_ entries from the catalog type that it doesn't manage, even those created outside of Terraform)`,
    level: 'warning',
    check: (input, report) => {
      const entries = obj(input.entries);
      if (!entries || Object.keys(entries).length > 0) return;
      report('entries', 'is empty: this resource is authoritative, so it deletes every entry of the catalog type, those made in the dashboard or by other resources included.', {
        receivedText: 'an empty map',
        allowed: 'the entries the catalog type should have, keyed by external id',
        fix: "list the entries; if the type is meant to have none, acknowledge the rule with the reason (Checks.of(scope).acknowledge('rule:incident_catalog_entries/empty-entries', '...')); "
          + 'to leave the entries alone, remove the resource.',
      });
    },
  },
  {
    id: `rule:${T}/attribute-id`,
    summary: 'The attribute values of each entry, and managedAttributes, are keyed by attribute ids, not attribute names.',
    documentedIn: `${DOC}: entries.attribute_values (Map of attribute ID to attribute values; keys are the system-generated IDs)`,
    level: 'warning',
    check: (input, report) => {
      const entries = obj(input.entries);
      for (const [key, entry] of Object.entries(entries ?? {})) {
        const values = obj(obj(entry)?.attribute_values);
        const bad = Object.keys(values ?? {}).filter((k) => !mayBeAttributeId(k));
        if (!bad.length) continue;
        report('entries', `keys attribute values of entry ${JSON.stringify(key)} by something that cannot be an attribute id.`, {
          receivedText: bad.map((k) => JSON.stringify(k)).join(', '),
          allowed: ATTRIBUTE_ID_TEXT,
          fix: `key them by the attribute's id, e.g. { [tier.id]: { value: '...' } } where tier is the incident_catalog_type_attribute named ${JSON.stringify(bad[0])}.`,
        });
      }
      checkManagedAttributeIds(input, report);
    },
  },
  rankRule({
    id: `rule:${T}/rank-integer`,
    enforcedBy: 'internal/provider/incident_catalog_entries_resource.go: Schema (entries.rank is a schema.Int64Attribute; the plugin framework\'s Int64 type refuses a number with a fraction: "Value ... is not an integer.")',
    ranks: (input) => Object.entries(obj(input.entries) ?? {}).map(([k, e]) => [`entries[${JSON.stringify(k)}].rank`, obj(e)?.rank]),
  }),
];
