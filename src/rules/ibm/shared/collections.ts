/**
 * Type rules on the collections of a feature or a property: `collections[i].deleted` removes the
 * association with a collection, and only on an update. At create the provider refuses it for a
 * feature (resource_ibm_app_config_feature.go: resourceIbmAppConfigFeatureMapToCollectionRef,
 * "'deleted' attributed is not allowed in creation of feature") and drops it for a property, which is
 * then created in the collection (resource_ibm_app_config_property.go:
 * resourceIbmAppConfigPropertyMapToCollectionRef reads collection_id only); on an update both send it
 * (...MapToCollectionUpdateRef) and the API removes the association. Whether this apply creates or
 * updates is not known at synth, so the rule warns and says both.
 */
import { at, bool, items, Report, TypeRule } from '../../../core/runtime/type-rules';

const WHAT = {
  feature: {
    where: 'ibm/service/appconfiguration/resource_ibm_app_config_feature.go: resourceIbmAppConfigFeatureMapToCollectionRef ("\'deleted\' attributed is not allowed in creation of feature") '
      + 'and resourceIbmAppConfigFeatureMapToCollectionUpdateRef (sends deleted on update)',
    atCreate: 'the provider refuses it when it creates the feature (\'deleted\' attributed is not allowed in creation of feature)',
  },
  property: {
    where: 'ibm/service/appconfiguration/resource_ibm_app_config_property.go: resourceIbmAppConfigPropertyMapToCollectionRef (reads collection_id only, at create) '
      + 'and resourceIbmAppConfigPropertyMapToCollectionUpdateRef (sends deleted on update)',
    atCreate: 'when the provider creates the property it drops deleted and puts the property in the collection',
  },
} as const;

/** `rule:<type>/collection-deleted`: `deleted: true` removes a collection on an update only. */
export function collectionDeletedRule(tfType: string, kind: keyof typeof WHAT): TypeRule {
  const what = WHAT[kind];
  return {
    id: `rule:${tfType}/collection-deleted`,
    summary: `A ${kind}'s collections[].deleted: true removes the ${kind} from the collection on an update only (the provider documents it "Only to be used during update operation").`,
    documentedIn: what.where,
    level: 'warning',
    check: (input, report: Report) => {
      for (const [c, i] of items(input.collections)) {
        if (bool(c.deleted) !== true) continue;
        const path = at('collections', input.collections, i);
        report(`${path}.deleted`, `is true: ${what.atCreate}; on an update it removes the ${kind} from the collection.`, {
          receivedText: 'deleted: true',
          allowed: `deleted: true only in an update that removes the ${kind} from an existing collection`,
          fix: `remove the entry collections[${i}] if the ${kind} is created in this apply or is to stay out of the collection; `
            + 'keep deleted: true for the one update that removes the association, then remove the entry.',
        });
      }
    },
  };
}
