import { afterRoutingProtocols, checkPrefix, cloudRouterConnectionOf } from './private/route-policies';
import type { IRouteFilter, RouteFilterAttributes } from './route-filter-ref';
import {
  Construct, dependOn, describedAs, idOf, isKnown, listOf, literalText, memberOf, Problems, throwIfProblems,
} from '../../../core/l2/index';
import { EquinixFabricConnectionRouteFilter } from '../../../generated/equinix/fabric-connection-route-filter/index';
import { EquinixFabricRouteFilter } from '../../../generated/equinix/fabric-route-filter/index';
import { EquinixFabricRouteFilterRule } from '../../../generated/equinix/fabric-route-filter-rule/index';
import type { IFabricConnection } from '../connections/fabric-connection-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** The IP version of a route filter's prefixes. */
export enum RouteFilterIpVersion {
  /** IPv4 prefixes (`BGP_IPv4_PREFIX_FILTER`). */
  IPV4 = 'IPV4',
  /** IPv6 prefixes (`BGP_IPv6_PREFIX_FILTER`). */
  IPV6 = 'IPV6',
}

/** How a rule's prefix matches a route. */
export enum PrefixMatch {
  /** The prefix and every longer one inside it (the provider's default, `orlonger`). */
  OR_LONGER = 'orlonger',
  /** The prefix only (`exact`). */
  EXACT = 'exact',
}

/** The direction a route filter applies to on a connection. */
export enum RouteFilterDirection {
  /** Routes the cloud router learns over the connection. */
  INBOUND = 'INBOUND',
  /** Routes the cloud router advertises over the connection. */
  OUTBOUND = 'OUTBOUND',
}

/** One rule of a route filter: a prefix the filter permits. */
export interface RouteFilterRuleOptions {
  /** The prefix, e.g. `192.168.0.0/24`, of the filter's IP version. */
  readonly prefix: string;
  /**
   * How the prefix matches.
   * @default PrefixMatch.OR_LONGER
   */
  readonly match?: PrefixMatch;
  /**
   * The name of the rule. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly name?: string;
}

/** Properties of a route filter. */
export interface RouteFilterProps {
  /**
   * The name of the route filter. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /** The id of the Fabric project of the connections it is attached to. */
  readonly projectId: string;
  /**
   * The IP version of its prefixes.
   * @default RouteFilterIpVersion.IPV4
   */
  readonly ipVersion?: RouteFilterIpVersion;
  /**
   * The description of the route filter. Literal text: it reaches the provider as written (`${`
   * and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly description?: string;
  /** The rules: the prefixes the filter permits (one or more). */
  readonly rules: RouteFilterRuleOptions[];
}

const TYPES = { IPV4: 'BGP_IPv4_PREFIX_FILTER', IPV6: 'BGP_IPv6_PREFIX_FILTER' } as const;

/**
 * A route filter policy of Fabric Cloud Router connections (`equinix_fabric_route_filter`), its
 * rules (`equinix_fabric_route_filter_rule`, one per prefix) and its attachments to cloud router
 * connections (`equinix_fabric_connection_route_filter`, by `attachTo`, after the rules exist).
 *
 * ```ts
 * const filter = new RouteFilter(this, 'Filter', {
 *   name: 'RF_Policy_Name', projectId: '<project_id>', rules: [{ prefix: '192.168.0.0/24', match: PrefixMatch.EXACT }],
 * });
 * filter.attachTo(connection, RouteFilterDirection.INBOUND);
 * ```
 *
 * @resource equinix_fabric_route_filter
 * @resource equinix_fabric_route_filter_rule
 * @resource equinix_fabric_connection_route_filter
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_route_filter
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_route_filter_rule
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_connection_route_filter
 */
export class RouteFilter extends Construct implements IRouteFilter {
  /**
   * Refers to an existing route filter by its id, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the route filter
   */
  public static fromRouteFilterAttributes(scope: Construct, id: string, attrs: RouteFilterAttributes): IRouteFilter {
    return new ImportedRouteFilter(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: EquinixFabricRouteFilter;
  /** The rules' L1 resources (`Rule0`, `Rule1`, ...). */
  public readonly rules: EquinixFabricRouteFilterRule[];
  private attachments = 0;

  constructor(scope: Construct, id: string, props: RouteFilterProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'RouteFilterProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.required(props, ['name', 'projectId', 'rules'], { name: 'the name of the route filter', projectId: 'the id of the Fabric project', rules: 'one rule or more, e.g. [{ prefix: \'192.168.0.0/24\' }]' });
    p.strings(props, { name: 'the name of the route filter', description: 'the description of the route filter' });
    if (props.projectId !== undefined && props.projectId !== null) idOf(p, 'projectId', props.projectId, 'the id of the Fabric project');
    const version = props.ipVersion === undefined || props.ipVersion === null ? RouteFilterIpVersion.IPV4
      : memberOf(p, 'ipVersion', props.ipVersion, { values: RouteFilterIpVersion, enumName: 'RouteFilterIpVersion' }, { refuseTokens: true });
    const rules = listOf(p, 'rules', props.rules, { of: 'rules', allowed: 'a list of rules, e.g. [{ prefix: \'192.168.0.0/24\' }]', knownFix: 'write the rules as a list.' });
    if (rules !== undefined && rules.length === 0) {
      p.add('rules', 'is empty: a route filter permits the prefixes of its rules.', { id: 'equinix:route-filter-rules', received: rules, allowed: 'one rule or more', fix: 'add a rule, e.g. { prefix: \'192.168.0.0/24\' }.' });
    }
    (rules ?? []).forEach((r, i) => ruleOf(p, `rules[${i}]`, r, version));
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.resource = new EquinixFabricRouteFilter(this, 'Default', {
      name: literalText(props.name),
      type: TYPES[version!],
      project: { projectId: props.projectId },
      ...(props.description !== undefined && props.description !== null ? { description: literalText(props.description) } : {}),
    });
    this.rules = rules!.map((r, i) => new EquinixFabricRouteFilterRule(this, `Rule${i}`, {
      routeFilterId: this.resource.id,
      prefix: r.prefix,
      ...(r.match !== undefined && r.match !== null ? { prefixMatch: r.match } : {}),
      ...(r.name !== undefined && r.name !== null ? { name: literalText(r.name) } : {}),
    }));
  }

  /** The id (uuid) of the route filter. */
  public get routeFilterId(): string {
    return this.resource.id;
  }

  /**
   * Attaches the filter to a cloud router connection, in one direction, after its rules and the
   * connection's routing protocols made so far exist (`equinix_fabric_connection_route_filter`, the
   * child `Attachment<n>`). A connection of this
   * app made by another factory than `cloudRouterTo...` is refused: route filters are a Fabric
   * Cloud Router's.
   * @param connection the connection (`FabricConnection.cloudRouterToProvider`, `cloudRouterToPort`, or one referred to)
   * @param direction `RouteFilterDirection.INBOUND` or `OUTBOUND`
   */
  public attachTo(connection: IFabricConnection, direction: RouteFilterDirection): EquinixFabricConnectionRouteFilter {
    const p = new Problems();
    const connectionId = cloudRouterConnectionOf(p, 'connection', connection, {
      id: 'equinix:route-filter-connection',
      what: 'a route filter applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC)',
      fix: 'attach the filter to a connection of a cloud router.',
      example: 'FabricConnection.cloudRouterToPort(this, \'Fcr2Port\', { ... })',
    });
    if (direction === undefined || direction === null) p.required({ direction }, ['direction'], { direction: 'RouteFilterDirection.INBOUND or OUTBOUND' });
    const dir = memberOf(p, 'direction', direction, { values: RouteFilterDirection, enumName: 'RouteFilterDirection' });
    throwIfProblems(this, p);
    const attachment = new EquinixFabricConnectionRouteFilter(this, `Attachment${this.attachments++}`, { connectionId: connectionId!, routeFilterId: this.resource.id, direction: dir! });
    this.rules.forEach((r) => dependOn(attachment, r));
    afterRoutingProtocols(attachment, connectionId!);
    return attachment;
  }
}

/** Checks one rule (problems under `field`). */
function ruleOf(p: Problems, field: string, r: RouteFilterRuleOptions, version: RouteFilterIpVersion | undefined): void {
  if (r === null || typeof r !== 'object' || Array.isArray(r)) {
    p.add(field, 'expected a rule (an object).', { id: 'l2:expected-object', received: r, allowed: 'a rule, e.g. { prefix: \'192.168.0.0/24\' }', fix: 'write the rule as { prefix, match?, name? }.' });
    return;
  }
  const prefix = idOf(p, `${field}.prefix`, r.prefix, 'a prefix, e.g. 192.168.0.0/24');
  if (r.match !== undefined && r.match !== null) memberOf(p, `${field}.match`, r.match, { values: PrefixMatch, enumName: 'PrefixMatch' });
  if (r.name !== undefined && r.name !== null && typeof r.name !== 'string') idOf(p, `${field}.name`, r.name, 'the name of the rule');
  if (prefix === undefined || !isKnown(prefix) || version === undefined) return;
  checkPrefix(p, `${field}.prefix`, prefix, {
    id: 'equinix:route-filter-prefix',
    version: version === RouteFilterIpVersion.IPV4 ? 4 : 6,
    type: TYPES[version],
    policy: 'this filter',
    otherVersionFix: (v) => `use a filter of ipVersion: RouteFilterIpVersion.IPV${v} for it, or write an IPv${version === RouteFilterIpVersion.IPV4 ? 4 : 6} prefix.`,
  });
}

/**
 * An existing route filter known by its id (nothing is read from Equinix): what
 * `RouteFilter.fromRouteFilterAttributes` returns.
 */
class ImportedRouteFilter extends Construct implements IRouteFilter {
  /** The id of the route filter. */
  public readonly routeFilterId: string;

  constructor(scope: Construct, id: string, attrs: RouteFilterAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'RouteFilterAttributes');
    const p = new Problems();
    idOf(p, 'routeFilterId', attrs.routeFilterId, 'the id (uuid) of the route filter');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.routeFilterId = attrs.routeFilterId;
  }
}
describedAs(ImportedRouteFilter, 'IRouteFilter');
