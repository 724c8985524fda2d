import type { SegmentAttributes, ISegment } from './segment-ref';
import { SegmentRule } from './segment-rule';
import {
  BindContext, Construct, describedAs, instancesOf, literalText, Problems, throwIfProblems, validateAtSynth,
} from '../../../core/l2/index';
import { IbmAppConfigSegment } from '../../../generated/ibm/app-config-segment/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { duplicateOf, registerId } from '../private/app-ids';
import { addCreateOnlyCheck, CreateOnlyInput, ignoredAttributes } from '../private/create-only';
import { OPTIONS } from '../private/option-keys.generated';
import { apiIdOf, nameOf, tagsOf } from '../private/values';

/** Why the id is create-only: the provider never updates it (only guid forces a replacement). */
const WHY = 'the provider never updates the id of a segment (resource_ibm_app_config_segment.go: resourceIbmIbmAppConfigSegmentUpdate sends the changes of name, description, tags and rules only; only guid forces a replacement)';

/** Options of a segment, for `AppConfiguration#addSegment`. */
export interface SegmentOptions {
  /**
   * The segment id (letters, digits, `.`, `-` and `_`).
   * Create-only: the provider never updates it (only the instance's guid forces a replacement, and
   * its Update does not send it), so a change later plans on every run without taking effect;
   * replace the resource instead (`terraform apply -replace=<address>`).
   * @default - the construct id
   */
  readonly segmentId?: string;
  /**
   * The segment name. Literal text: it reaches the provider as written.
   * @default - the segment id
   */
  readonly name?: string;
  /**
   * The rules: an entity belongs to the segment when it matches all of them.
   */
  readonly rules: SegmentRule[];
  /**
   * A description. Literal text: it reaches the provider as written (`${` and `%{` included).
   * @default - none
   */
  readonly description?: string;
  /**
   * Tags (each without a comma; the API takes them joined by commas).
   * @default - none
   */
  readonly tags?: string[];
}

/** Properties of a segment. */
export interface SegmentProps extends SegmentOptions {
  /** The App Configuration instance. */
  readonly instance: IAppConfiguration;
}

/**
 * A segment of an App Configuration instance (`ibm_app_config_segment`): the entities that match
 * all of its rules. Flags and properties target segments (`flag.target([segment], { ... })`).
 *
 * ```ts
 * const beta = appConfig.addSegment('beta-users', {
 *   rules: [SegmentRule.attribute('email').endsWith('@example.com')],
 * });
 * ```
 *
 * @resource ibm_app_config_segment
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_segment
 */
export class Segment extends Construct implements ISegment {
  /**
   * Refers to an existing segment of an instance by its id, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the instance and the segment id
   */
  public static fromSegmentAttributes(scope: Construct, id: string, attrs: SegmentAttributes): ISegment {
    return new ImportedSegment(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigSegment;
  /** The instance the segment belongs to. */
  public readonly instance: IAppConfiguration;
  /** The segment id (what targeting rules take; not the resource's `<guid>/<id>` id). */
  public readonly segmentId: string;

  constructor(scope: Construct, id: string, props: SegmentProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'SegmentProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.required(props, ['instance', 'rules'], { instance: 'the App Configuration instance', rules: "one rule or more, e.g. [SegmentRule.attribute('email').endsWith('@example.com')]" });
    const segmentId = apiIdOf(p, 'segmentId', props.segmentId ?? id, 'the segment id', 'beta-users');
    const name = nameOf(p, props.name ?? segmentId ?? id, 'the segment name', 'Beta testers');
    p.strings(props, { description: 'a description' });
    const tags = tagsOf(p, 'tags', props.tags);
    const ctx = new BindContext(this, p);
    const rules = instancesOf(p, 'rules', props.rules, { name: 'SegmentRule', example: "SegmentRule.attribute('email').endsWith('@example.com')", is: (x): x is SegmentRule => x instanceof SegmentRule });
    if (Array.isArray(props.rules) && props.rules.length === 0) {
      p.add('rules', 'is empty: a segment is the entities that match its rules.', {
        id: 'ibm:segment-rules', received: props.rules, allowed: 'one rule or more', fix: "add a rule, e.g. SegmentRule.attribute('email').endsWith('@example.com').",
      });
    }
    const rendered = rules.map((r, i) => r._bind(ctx, `rules[${i}]`));
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = props.instance;
    this.segmentId = segmentId!;
    const createOnly: CreateOnlyInput[] = [{ prop: 'segmentId', attribute: 'segment_id', value: segmentId! }];
    this.resource = new IbmAppConfigSegment(this, 'Default', {
      provider: props.instance.provider,
      guid: props.instance.guid,
      segmentId: segmentId!,
      name: literalText(name!),
      rules: rendered.map((r) => ({ attributeName: literalText(r!.attributeName), operator: r!.operator, values: r!.values.map(literalText) })),
      ...(props.description !== undefined && props.description !== null ? { description: literalText(props.description) } : {}),
      ...(tags !== undefined ? { tags: literalText(tags) } : {}),
      lifecycle: { ignoreChanges: ignoredAttributes(createOnly) },
    });
    addCreateOnlyCheck(this.node.path, this.resource, createOnly, WHY);
    registerId({ scope: this, instance: props.instance, kind: 'segment', id: segmentId!, field: 'segmentId' });
    validateAtSynth(this, () => duplicateOf(this));
  }
}

/** An existing segment known by its id (nothing is read from IBM Cloud). */
class ImportedSegment extends Construct implements ISegment {
  public readonly instance: IAppConfiguration;
  public readonly segmentId: string;

  constructor(scope: Construct, id: string, attrs: SegmentAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'SegmentAttributes');
    const p = new Problems();
    p.required(attrs, ['instance'], { instance: 'the App Configuration instance' });
    const v = apiIdOf(p, 'segmentId', attrs.segmentId, 'the segment id', 'beta-users');
    if (v === undefined && !p.length) p.required(attrs, ['segmentId'], { segmentId: 'the segment id' });
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.instance = attrs.instance;
    this.segmentId = attrs.segmentId;
  }
}
describedAs(ImportedSegment, 'ISegment');
