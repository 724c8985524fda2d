/**
 * The template of an alert source (`template`): the title and description documents, the alert
 * attributes it binds, the expressions those use, and who sees private alerts. Not part of the
 * public API.
 */
import { visibleTo } from './alert-source-options';
import { literalText } from '../../../../core/l2/index';
import type { IncidentAlertSourceConfig } from '../../../../generated/incident/alert-source/index';
import type { Binding } from '../../expressions/binding';
import type { BindingShape, EngineContext } from '../../expressions/private/engine';
import { checkAssignable } from '../../expressions/private/engine-types';
import { richTextOf } from '../../expressions/private/rich-text-field';
import type { IAlertAttribute } from '../alert-attribute-ref';
import type { AttributeMergeStrategy } from '../alert-values';

/** An alert attribute the source binds (`source.bind`). */
export interface BoundAttribute {
  readonly attribute: IAlertAttribute;
  readonly binding: Binding;
  readonly merge?: AttributeMergeStrategy;
}

/** What the template reads of the props (a JavaScript caller can pass anything). */
export interface TemplateInput {
  /** Whether the source is a heartbeat source: incident.io manages its title and description. */
  readonly heartbeat: boolean;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly visibleToTeamIds?: unknown;
}

/** The template, with every binding (problems in `ctx`); undefined when there are problems. */
export function bindTemplate(ctx: EngineContext, o: TemplateInput, bound: readonly BoundAttribute[]): IncidentAlertSourceConfig['template'] | undefined {
  const p = ctx.problems;
  const before = p.length;
  let title: { literal?: string } = {};
  let description: { literal?: string } = {};
  if (!o.heartbeat) {
    // The documents reach the provider as written: escaped here, where they are handed to the L1.
    const t = o.title === undefined || o.title === null ? undefined : richTextOf(ctx, 'title', o.title);
    if (t !== undefined) title = { literal: literalText(t) };
    const d = o.description === undefined || o.description === null ? undefined : richTextOf(ctx, 'description', o.description);
    if (d !== undefined) description = { literal: literalText(d) };
  }
  const attributes: Array<{ alertAttributeId: string; binding: BindingShape & { mergeStrategy?: string } }> = [];
  for (const b of bound) {
    const shape = b.binding._bind(ctx, 'bind(binding)');
    if (shape === undefined) continue;
    const a = b.attribute;
    // enforcedBy: internal/provider/incident_alert_source_resource.go: ModifyPlan (the API checks the template at plan)
    const target = `the alert attribute ${a.node?.path ?? ''}`.trim();
    if (!checkAssignable(ctx, 'bind(binding)', b.binding, { type: a.attributeType, array: a.array }, 'a binding', target, 'takes', shape)) continue;
    // The shape itself (a refused literal is found in it again, for the path of its override).
    attributes.push({ alertAttributeId: a.alertAttributeId, binding: b.merge ? { ...shape, mergeStrategy: b.merge } : shape });
  }
  const teams = visibleTo(p, o.visibleToTeamIds);
  const template = {
    title,
    description,
    attributes,
    expressions: ctx.expressions() as never,
    ...(teams ? { isPrivate: true, visibleToTeams: { arrayValue: teams.map((literal) => ({ literal })) } } : {}),
  };
  if (p.length > before) {
    ctx.completeOverrides({ template }, 'source');
    return undefined;
  }
  return template;
}
