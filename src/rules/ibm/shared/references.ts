/**
 * Type rules on what an App Configuration reference points at. Every App Configuration resource and
 * data source has the id `<guid>/<x>` (resource_ibm_app_config_*.go and
 * data_source_ibm_app_config_*.go: `d.SetId(fmt.Sprintf("%s/%s", guid, ...))`), while the API takes
 * the plain environment, collection and segment ids (the SDK's CreateFeatureOptions.EnvironmentID,
 * CollectionRef.CollectionID, TargetSegments.Segments): an `id` read where an environment, collection
 * or segment id belongs names one that does not exist. The provider sends either as written, so the
 * rules warn. A segment of another App Configuration instance is not one of the feature's segments
 * either.
 *
 * A reference is judged by what it points at, read from its Terraform text, never by its value;
 * any other expression (a `split(...)` of the id, a variable) is not judged.
 */
import { displayPath as camel, Report, RuleContext, str, TypeRule } from '../../../core/runtime/type-rules';

/** What an App Configuration object refers to, and how the reference is written right. */
export interface Kind {
  /** `environment`, `collection` or `segment`. */
  readonly name: string;
  /** The Terraform type of the resource (the data source's is `data.<type>`). */
  readonly type: string;
  /** The attribute that holds the plain id, e.g. `environment_id`. */
  readonly attribute: string;
  /** The L1 class of the resource. */
  readonly className: string;
}

export const ENVIRONMENT: Kind = { name: 'environment', type: 'ibm_app_config_environment', attribute: 'environment_id', className: 'IbmAppConfigEnvironment' };
export const COLLECTION: Kind = { name: 'collection', type: 'ibm_app_config_collection', attribute: 'collection_id', className: 'IbmAppConfigCollection' };
export const SEGMENT: Kind = { name: 'segment', type: 'ibm_app_config_segment', attribute: 'segment_id', className: 'IbmAppConfigSegment' };

const ID_FORMAT = 'ibm/service/appconfiguration/resource_ibm_app_config_environment.go: resourceEnvironmentCreate (d.SetId(fmt.Sprintf("%s/%s", guid, ...)): '
  + 'the id is <guid>/<environment_id>, and likewise the collection\'s, the segment\'s and their data sources\'; the API takes the plain id (CreateFeatureOptions.EnvironmentID, CollectionRef.CollectionID, TargetSegments.Segments)';

/** The Terraform text of a value: a token rendered, a literal `${...}` as written; undefined for a plain literal. */
export function textOf(v: unknown, context: RuleContext): string | undefined {
  if (typeof v !== 'string') return undefined;
  const rendered = context.expression?.(v);
  if (rendered !== undefined) return rendered;
  return v.includes('${') ? v : undefined;
}

/** The address of a resource (or data source) of `kind` whose `attribute` the text is, exactly. */
export function referenceTo(text: string | undefined, kind: Kind, attribute: string): string | undefined {
  if (text === undefined) return undefined;
  const m = /^\$\{((?:data\.)?([a-z_]+)\.[A-Za-z_][A-Za-z0-9_-]*)\.([a-z_]+)\}$/.exec(text);
  return m && m[2] === kind.type && m[3] === attribute ? m[1] : undefined;
}

/** A resource's construct path when it is one of the stack, else its address. */
export function pathOf(address: string, context: RuleContext): string {
  return (address.startsWith('data.') ? undefined : context.resource?.(address))?.path ?? address;
}

/** How a resource is named in a message: its construct path and address, or its address. */
export function named(address: string, context: RuleContext): string {
  const path = pathOf(address, context);
  return path === address ? address : `${path} (${address})`;
}

/** `<name> being the <class> <path>`: the variable a fix names, and what it stands for. */
function being(kind: Kind, address: string, context: RuleContext): string {
  return address.startsWith('data.') ? `${kind.name} being the Data${kind.className} ${address}` : `${kind.name} being the ${kind.className} ${pathOf(address, context)}`;
}

/** A string field or list item that may hold a reference: its Terraform path and its value. */
export type Slot = [string, unknown];

/** The string items of a list field, tokens included (a token list gives none). */
export function listSlots(base: string, v: unknown): Slot[] {
  return Array.isArray(v) ? v.map((x, i): Slot => [`${base}[${i}]`, x]) : [];
}

/**
 * `rule:<type>/<kind>-id-not-resource-id`: the fields `slots` gives hold a kind's plain id, not the
 * `id` of its resource or data source.
 */
export function plainIdRule(tfType: string, kind: Kind, slots: (input: Readonly<Record<string, any>>) => Slot[]): TypeRule {
  const plain = camel(kind.attribute);
  return {
    id: `rule:${tfType}/${kind.name}-id-not-resource-id`,
    summary: `${/^[aeiou]/.test(kind.name) ? 'An' : 'A'} ${kind.name} is named by its ${plain} (the plain id the API takes), not by the id of its ${kind.type} ('<guid>/<${kind.name} id>').`,
    documentedIn: ID_FORMAT,
    level: 'warning',
    check: (input, report: Report, context) => {
      for (const [tfPath, v] of slots(input)) {
        const text = textOf(v, context);
        const address = referenceTo(text, kind, 'id');
        if (address === undefined) continue;
        const field = camel(tfPath.replace(/\[\d+\]$/, '').replace(/^.*\./, ''));
        const code = `${kind.name}.${plain}`;
        report(tfPath, `is the id of the ${kind.name} ${named(address, context)}, which the provider writes as '<guid>/<${kind.name} id>'; `
          + `the API takes the plain ${kind.name} id, so it names no existing ${kind.name}.`, {
          receivedText: text,
          allowed: `the ${kind.name}'s ${plain}: ${code} (${address}.${kind.attribute} in Terraform)`,
          fix: tfPath.endsWith(']') ? `write ${code} in ${field} instead (${field}: [${code}]), ${being(kind, address, context)}.`
            : `write ${field}: ${code}, ${being(kind, address, context)}.`,
        });
      }
    },
  };
}

/** The segment ids a feature's or property's segment rules target, with their Terraform paths. */
export function segmentSlots(input: Readonly<Record<string, any>>): Slot[] {
  const out: Slot[] = [];
  listSlots('segment_rules', input.segment_rules).forEach(([rulePath, rule]) => {
    if (rule === null || typeof rule !== 'object' || Array.isArray(rule)) return;
    listSlots(`${rulePath}.rules`, (rule as Record<string, any>).rules).forEach(([targetPath, target]) => {
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) out.push(...listSlots(`${targetPath}.segments`, (target as Record<string, any>).segments));
    });
  });
  return out;
}

/** The collection ids of a feature's or property's collections, with their Terraform paths. */
export function collectionSlots(input: Readonly<Record<string, any>>): Slot[] {
  return listSlots('collections', input.collections).map(([p, c]): Slot => [`${p}.collection_id`, c !== null && typeof c === 'object' ? (c as Record<string, any>).collection_id : undefined]);
}

/** `rule:<type>/segment-of-same-instance`: a targeted segment of the stack belongs to the same instance (guid). */
export function sameInstanceSegmentRule(tfType: string, kind: string): TypeRule {
  return {
    id: `rule:${tfType}/segment-of-same-instance`,
    summary: `A segment the ${kind}'s segment rules target is one of the ${kind}'s App Configuration instance (the same guid).`,
    documentedIn: 'ibm/service/appconfiguration/utils.go: getAppConfigClient (every call goes to <region>.apprapp.cloud.ibm.com/apprapp/feature/v1/instances/<guid>: '
      + `a segment is made in its guid's instance, and the ${kind}'s segment_rules.rules.segments are looked up in the ${kind}'s)`,
    level: 'warning',
    check: (input, report: Report, context) => {
      const guid = str(input.guid);
      if (guid === undefined) return;
      for (const [tfPath, v] of segmentSlots(input)) {
        const text = textOf(v, context);
        const address = referenceTo(text, SEGMENT, 'segment_id') ?? referenceTo(text, SEGMENT, 'id');
        if (address === undefined || address.startsWith('data.')) continue;
        const segment = context.resource?.(address);
        const other = segment && str(segment.input.guid);
        if (other === undefined || other === guid) continue;
        report(tfPath, `is the segment ${segment!.path} (${address}) of the App Configuration instance '${other}', not of this ${kind}'s instance '${guid}'; `
          + 'a segment belongs to one instance, so the rule targets a segment this instance does not have.', {
          receivedText: `${text} (guid '${other}')`,
          allowed: `a segment of the instance '${guid}'`,
          fix: `make the segment in this ${kind}'s instance (guid: '${guid}' on the IbmAppConfigSegment ${segment!.path}), or target a segment whose guid is '${guid}'.`,
        });
      }
    },
  };
}
