import { afterRoutingProtocols, checkPrefix, cloudRouterConnectionOf } from './private/route-policies';
import type { IRouteAggregation, RouteAggregationAttributes } from './route-aggregation-ref';
import {
  AppRegistry, Construct, dependOn, describedAs, idOf, isKnown, listOf, literalText, Problems, sameKey, throwIfProblems,
} from '../../../core/l2/index';
import { EquinixFabricConnectionRouteAggregation } from '../../../generated/equinix/fabric-connection-route-aggregation/index';
import { EquinixFabricRouteAggregation } from '../../../generated/equinix/fabric-route-aggregation/index';
import { EquinixFabricRouteAggregationRule } from '../../../generated/equinix/fabric-route-aggregation-rule/index';
import type { IFabricConnection } from '../connections/fabric-connection-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** One rule of a route aggregation: a prefix the cloud router advertises in place of the longer ones inside it. */
export interface RouteAggregationRuleOptions {
  /** The IPv4 prefix, e.g. `192.168.0.0/24`. */
  readonly prefix: string;
  /**
   * The name of the rule (the provider requires one). Literal text: it reaches the provider as written (`${`
   * and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /**
   * The description of the rule. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly description?: string;
}

/** Properties of a route aggregation. */
export interface RouteAggregationProps {
  /**
   * The name of the route aggregation. Literal text: it reaches the provider as written (`${` and
   * `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /** The id of the Fabric project of the connections it is attached to. */
  readonly projectId: string;
  /**
   * The description of the route aggregation. Literal text: it reaches the provider as written
   * (`${` and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly description?: string;
  /**
   * The rules: the IPv4 prefixes to aggregate, each once.
   * @default - none: the aggregation advertises nothing in place of other routes until rules are added through the L1 `EquinixFabricRouteAggregationRule`
   */
  readonly rules?: RouteAggregationRuleOptions[];
}

/** The attachments of the app: an aggregation is attached to a connection once. */
const ATTACHMENTS = new AppRegistry<{ readonly scope: Construct; readonly aggregation: RouteAggregation; readonly connectionId: string }>();

/**
 * A route aggregation policy of Fabric Cloud Router connections (`equinix_fabric_route_aggregation`,
 * of IPv4 prefixes: `BGP_IPv4_PREFIX_AGGREGATION`), its rules (`equinix_fabric_route_aggregation_rule`,
 * one per prefix) and its attachments to cloud router connections
 * (`equinix_fabric_connection_route_aggregation`, by `attachTo`, after the rules and the
 * connection's routing protocols of this app exist). A connection may carry several aggregations.
 *
 * ```ts
 * const aggregation = new RouteAggregation(this, 'Aggregation', {
 *   name: 'terra-route-aggregation', projectId: '<project_id>', rules: [{ name: 'rule_1', prefix: '192.168.0.0/24' }],
 * });
 * aggregation.attachTo(connection);
 * ```
 *
 * @resource equinix_fabric_route_aggregation
 * @resource equinix_fabric_route_aggregation_rule
 * @resource equinix_fabric_connection_route_aggregation
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_route_aggregation
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_route_aggregation_rule
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_connection_route_aggregation
 */
export class RouteAggregation extends Construct implements IRouteAggregation {
  /**
   * Refers to an existing route aggregation by its id, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the route aggregation
   */
  public static fromRouteAggregationAttributes(scope: Construct, id: string, attrs: RouteAggregationAttributes): IRouteAggregation {
    return new ImportedRouteAggregation(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: EquinixFabricRouteAggregation;
  /** The rules' L1 resources (`Rule0`, `Rule1`, ...). */
  public readonly rules: EquinixFabricRouteAggregationRule[];
  private attachments = 0;

  constructor(scope: Construct, id: string, props: RouteAggregationProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'RouteAggregationProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.required(props, ['name', 'projectId'], { name: 'the name of the route aggregation', projectId: 'the id of the Fabric project' });
    p.strings(props, { name: 'the name of the route aggregation', description: 'the description of the route aggregation' });
    if (props.projectId !== undefined && props.projectId !== null) idOf(p, 'projectId', props.projectId, 'the id of the Fabric project');
    const rules = props.rules === undefined || props.rules === null ? []
      : listOf(p, 'rules', props.rules, { of: 'rules', allowed: 'a list of rules, e.g. [{ name: \'rule_1\', prefix: \'192.168.0.0/24\' }]', knownFix: 'write the rules as a list.' });
    const seen: Array<{ prefix: string; index: number }> = [];
    (rules ?? []).forEach((r, i) => {
      const prefix = ruleOf(p, `rules[${i}]`, r, props.projectId);
      if (prefix === undefined) return;
      const first = seen.find((s) => sameKey([s.prefix], [prefix]));
      if (first) {
        p.add(`rules[${i}].prefix`, `repeats the prefix of rules[${first.index}]: an aggregation has one rule per prefix.`, {
          id: 'equinix:route-aggregation-prefix-unique',
          received: prefix,
          allowed: 'a prefix no other rule of the aggregation has',
          fix: `remove rules[${i}], or write another prefix.`,
        });
      } else {
        seen.push({ prefix, index: i });
      }
    });
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.resource = new EquinixFabricRouteAggregation(this, 'Default', {
      name: literalText(props.name),
      type: 'BGP_IPv4_PREFIX_AGGREGATION',
      project: { projectId: props.projectId },
      ...(props.description !== undefined && props.description !== null ? { description: literalText(props.description) } : {}),
    });
    this.rules = rules!.map((r, i) => new EquinixFabricRouteAggregationRule(this, `Rule${i}`, {
      routeAggregationId: this.resource.id,
      name: literalText(r.name),
      prefix: r.prefix,
      ...(r.description !== undefined && r.description !== null ? { description: literalText(r.description) } : {}),
    }));
  }

  /** The id (uuid) of the route aggregation. */
  public get routeAggregationId(): string {
    return this.resource.id;
  }

  /**
   * Attaches the aggregation to a cloud router connection (`equinix_fabric_connection_route_aggregation`,
   * the child `Attachment<n>`), after its rules and the routing protocols of the connection made in
   * this app so far exist (make them first: Equinix's example and the provider's acceptance test
   * attach after BGP). A connection of this app made by another factory than `cloudRouterTo...` is
   * refused: route aggregations are a Fabric Cloud Router's. An aggregation is attached to a
   * connection once; a connection may carry several aggregations.
   * @param connection the connection (`FabricConnection.cloudRouterToProvider`, `cloudRouterToPort`, or one referred to)
   */
  public attachTo(connection: IFabricConnection): EquinixFabricConnectionRouteAggregation {
    const p = new Problems();
    const connectionId = cloudRouterConnectionOf(p, 'connection', connection, {
      id: 'equinix:route-aggregation-connection',
      what: 'a route aggregation applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC)',
      fix: 'attach the aggregation to a connection of a cloud router.',
      example: 'FabricConnection.cloudRouterToPort(this, \'Fcr2Port\', { ... })',
    });
    const twin = connectionId === undefined ? undefined
      : ATTACHMENTS.entries(this).find((e) => e.aggregation === this && sameKey([e.connectionId], [connectionId]));
    if (twin) {
      p.add('connection', `is already attached to this aggregation (${twin.scope.node.path}): an aggregation is attached to a connection once.`, {
        id: 'equinix:route-aggregation-attached-twice',
        received: connection,
        allowed: 'a connection this aggregation is not attached to',
        fix: `remove this attachTo call; ${twin.scope.node.path} attaches it.`,
      });
    }
    throwIfProblems(this, p);
    const attachment = new EquinixFabricConnectionRouteAggregation(this, `Attachment${this.attachments++}`, { connectionId: connectionId!, routeAggregationId: this.resource.id });
    ATTACHMENTS.register({ scope: attachment, aggregation: this, connectionId: connectionId! });
    this.rules.forEach((r) => dependOn(attachment, r));
    afterRoutingProtocols(attachment, connectionId!);
    return attachment;
  }
}

/** Checks one rule (problems under `field`); its prefix when it is known and an IPv4 prefix. */
function ruleOf(p: Problems, field: string, r: RouteAggregationRuleOptions, projectId: unknown): string | undefined {
  if (r === null || typeof r !== 'object' || Array.isArray(r)) {
    p.add(field, 'expected a rule (an object).', {
      id: 'l2:expected-object', received: r, allowed: 'a rule, e.g. { name: \'rule_1\', prefix: \'192.168.0.0/24\' }', fix: 'write the rule as { prefix, name, description? }.',
    });
    return undefined;
  }
  const prefix = idOf(p, `${field}.prefix`, r.prefix, 'an IPv4 prefix, e.g. 192.168.0.0/24');
  idOf(p, `${field}.name`, r.name, 'the name of the rule, e.g. rule_1');
  if (r.description !== undefined && r.description !== null && typeof r.description !== 'string') idOf(p, `${field}.description`, r.description, 'the description of the rule');
  if (prefix === undefined || !isKnown(prefix)) return prefix;
  const ok = checkPrefix(p, `${field}.prefix`, prefix, {
    id: 'equinix:route-aggregation-prefix',
    version: 4,
    type: 'BGP_IPv4_PREFIX_AGGREGATION',
    policy: 'a route aggregation',
    otherVersionFix: () => `write an IPv4 prefix, e.g. 192.168.0.0/24; an IPv6 aggregation is the L1's: new EquinixFabricRouteAggregation(this, 'AggregationV6', { name: 'aggregation-v6', type: 'BGP_IPv6_PREFIX_AGGREGATION', project: { projectId: ${typeof projectId === 'string' && isKnown(projectId) ? `'${projectId.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : 'projectId'} } }).`,
  });
  return ok ? prefix.trim() : undefined;
}

/**
 * An existing route aggregation known by its id (nothing is read from Equinix): what
 * `RouteAggregation.fromRouteAggregationAttributes` returns.
 */
class ImportedRouteAggregation extends Construct implements IRouteAggregation {
  /** The id of the route aggregation. */
  public readonly routeAggregationId: string;

  constructor(scope: Construct, id: string, attrs: RouteAggregationAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'RouteAggregationAttributes');
    const p = new Problems();
    idOf(p, 'routeAggregationId', attrs.routeAggregationId, 'the id (uuid) of the route aggregation');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.routeAggregationId = attrs.routeAggregationId;
  }
}
describedAs(ImportedRouteAggregation, 'IRouteAggregation');
