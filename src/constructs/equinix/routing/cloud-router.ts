import type { CloudRouterAttributes, ICloudRouter } from './cloud-router-ref';
import {
  BindContext, Construct, describedAs, idOf, isKnown, literalText, oneOf, Problems, throwIfProblems, wholeNumberOf,
} from '../../../core/l2/index';
import { EquinixFabricCloudRouter } from '../../../generated/equinix/fabric-cloud-router/index';
import { AccessPoint } from '../connections/access-point';
import { FabricConnection, FabricConnectionOptions, FabricConnectionProps } from '../connections/fabric-connection';
import { Notifications } from '../connections/notifications';
import { valueOf } from '../connections/private/connection-checks';
import { TermLength } from '../connections/term-length';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * The package of a Fabric Cloud Router: how many routes and connections it takes and what it costs
 * (the codes of the API's `CloudRouterPostRequestPackage.code`).
 */
export enum CloudRouterPackage {
  /** A router for trials, at no charge. */
  LAB = 'LAB',
  /** The basic package. */
  BASIC = 'BASIC',
  /** The standard package (the provider's examples). */
  STANDARD = 'STANDARD',
  /** The advanced package. */
  ADVANCED = 'ADVANCED',
  /** The premium package. */
  PREMIUM = 'PREMIUM',
}

/** Properties of a Fabric Cloud Router. */
export interface CloudRouterProps {
  /**
   * The name of the cloud router (1 to 24 characters: letters, digits, hyphens and underscores).
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as a
   * token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /** The package: `CloudRouterPackage.STANDARD`, `CloudRouterPackage.LAB`, ... */
  readonly package: CloudRouterPackage;
  /** The metro code of the router, e.g. `SV`. */
  readonly metro: string;
  /** Who is notified of changes: `Notifications.emails(['noc@example.com'])`. */
  readonly notifications: Notifications;
  /** The id of the Fabric project the router belongs to (the provider requires a project). */
  readonly projectId: string;
  /**
   * The number of the billing account of the router.
   * @default - the account of the credentials
   */
  readonly accountNumber?: number;
  /**
   * The term of the order.
   * @default - the provider's default: 1 month, on demand
   */
  readonly termLength?: TermLength;
  /**
   * The purchase order number of the order.
   * @default - none
   */
  readonly purchaseOrderNumber?: string;
}

/** Properties of `CloudRouter.connect`: a connection's options and its Z side. */
export interface CloudRouterConnectionProps extends FabricConnectionOptions {
  /**
   * The Z side: a cloud or another service provider (`AccessPoint.awsDirectConnect`, ...), a port
   * (`AccessPoint.port`), a network, a virtual device or a service token. It decides the factory
   * (`FabricConnection.cloudRouterToProvider`, `cloudRouterToPort`, `cloudRouterToNetwork`,
   * `cloudRouterToVirtualDevice`, `cloudRouterToServiceToken`).
   */
  readonly zSide: AccessPoint;
}

/** The factory of a cloud router connection to each kind of Z side. */
const CONNECT: Record<string, (scope: Construct, id: string, props: FabricConnectionProps) => FabricConnection> = {
  SP: (s, i, p) => FabricConnection.cloudRouterToProvider(s, i, p),
  COLO: (s, i, p) => FabricConnection.cloudRouterToPort(s, i, p),
  NETWORK: (s, i, p) => FabricConnection.cloudRouterToNetwork(s, i, p),
  VD: (s, i, p) => FabricConnection.cloudRouterToVirtualDevice(s, i, p),
  SERVICE_TOKEN: (s, i, p) => FabricConnection.cloudRouterToServiceToken(s, i, p),
};

/**
 * An Equinix Fabric Cloud Router (`equinix_fabric_cloud_router`, type `XF_ROUTER`): a layer-3
 * router in a metro, the A side of IP_VC connections to clouds and ports
 * (`FabricConnection.cloudRouterToProvider`, `cloudRouterToPort`, with `AccessPoint.cloudRouter`).
 *
 * ```ts
 * const router = new CloudRouter(this, 'Router', {
 *   name: 'Router-SV', package: CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406',
 *   notifications: Notifications.emails(['noc@example.com']),
 * });
 * ```
 *
 * `router.connect('Aws', { ...,  zSide: AccessPoint.awsDirectConnect({ ... }) })` makes its
 * connection (IP_VC) with the factory of its Z side; `RoutingProtocol.direct` and `.bgp` route over it.
 * A router is billed from its creation, by its package.
 *
 * @resource equinix_fabric_cloud_router
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_cloud_router
 */
export class CloudRouter extends Construct implements ICloudRouter {
  /**
   * Refers to an existing cloud router by its id, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the router
   */
  public static fromCloudRouterAttributes(scope: Construct, id: string, attrs: CloudRouterAttributes): ICloudRouter {
    return new ImportedCloudRouter(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: EquinixFabricCloudRouter;

  constructor(scope: Construct, id: string, props: CloudRouterProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'CloudRouterProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const ctx = new BindContext(this);
    const p = ctx.problems;
    p.required(props, ['name', 'package', 'metro', 'notifications', 'projectId'], {
      name: 'the name of the cloud router',
      package: 'a CloudRouterPackage, e.g. CloudRouterPackage.STANDARD',
      metro: 'the metro code of the router, e.g. SV',
      notifications: 'Notifications.emails([...])',
      projectId: 'the id of the Fabric project',
    });
    p.strings(props, { name: 'the name of the cloud router', purchaseOrderNumber: 'the purchase order number' });
    const metro = props.metro === undefined || props.metro === null ? undefined : idOf(p, 'metro', props.metro, 'the metro code of the router, e.g. SV');
    const projectId = props.projectId === undefined || props.projectId === null ? undefined : idOf(p, 'projectId', props.projectId, 'the id of the Fabric project');
    const pkg = packageOf(p, props.package);
    const account = wholeNumberOf(p, 'accountNumber', props.accountNumber, { min: 1, allowed: 'the number of the billing account, e.g. 203612' });
    const notifications = valueOf(p, 'notifications', props.notifications, Notifications, "Notifications.emails(['noc@example.com'])")?._bind(ctx, 'notifications');
    const termLength = valueOf(p, 'termLength', props.termLength, TermLength, 'TermLength.ONE_YEAR')?._bind(ctx, 'termLength');
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    const po = props.purchaseOrderNumber;
    const order = termLength !== undefined || (po !== undefined && po !== null)
      ? { ...(termLength !== undefined ? { termLength } : {}), ...(po !== undefined && po !== null ? { purchaseOrderNumber: po } : {}) } : undefined;
    this.resource = new EquinixFabricCloudRouter(this, 'Default', {
      name: literalText(props.name),
      type: 'XF_ROUTER',
      notifications: notifications!,
      ...(order ? { order } : {}),
      location: { metroCode: metro! },
      packageAttribute: { code: pkg! },
      project: { projectId: projectId! },
      ...(account !== undefined ? { account: { accountNumber: account } } : {}),
    });
  }

  /** The id (uuid) of the cloud router. */
  public get cloudRouterId(): string {
    return this.resource.id;
  }

  /**
   * Connects the router to a Z side (IP_VC, or IPWAN_VC to a network): the connection is the
   * child `id` of the router, made by the factory of the Z side's kind
   * (`FabricConnection.cloudRouterToProvider`, `cloudRouterToPort`, `cloudRouterToNetwork`,
   * `cloudRouterToVirtualDevice`, `cloudRouterToServiceToken`), with this router as its A side.
   * @param id a scoped id
   * @param props the connection's options and its Z side
   */
  public connect(id: string, props: CloudRouterConnectionProps): FabricConnection {
    if (props !== null && typeof props === 'object' && 'aSide' in props) {
      const p = new Problems();
      p.add('aSide', 'is this router: connect takes the Z side only.', {
        id: 'l2:unknown-option', received: (props as { aSide?: unknown }).aSide, allowed: 'no aSide', fix: 'remove aSide; to start at another router, call connect on that router.',
      });
      throwIfProblems(this, p);
    }
    const z: unknown = props !== null && typeof props === 'object' ? props.zSide : undefined;
    const factory = (z instanceof AccessPoint ? CONNECT[z.kind] : undefined) ?? CONNECT.SP;
    return factory(this, id, { ...props, aSide: AccessPoint.cloudRouter(this) });
  }
}

const PACKAGES: readonly string[] = Object.values(CloudRouterPackage);

/** The package code (a token as it is), or a problem (`equinix:cloud-router-package`). */
function packageOf(p: Problems, v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' && (!isKnown(v) || PACKAGES.includes(v))) return v;
  const near = typeof v === 'string' ? PACKAGES.find((c) => c === v.trim().toUpperCase()) : undefined;
  p.add('package', `is not a CloudRouterPackage: the API sells the packages ${oneOf(PACKAGES)}.`, {
    id: 'equinix:cloud-router-package',
    received: v,
    allowed: oneOf(PACKAGES.map((c) => `CloudRouterPackage.${c}`)),
    fix: `${near ? `use CloudRouterPackage.${near}` : 'use a CloudRouterPackage, e.g. CloudRouterPackage.STANDARD'}; for another code, set it on the L1: resource.addOverride('package.code', code).`,
  });
  return undefined;
}

/**
 * An existing cloud router known by its id (nothing is read from Equinix): what
 * `CloudRouter.fromCloudRouterAttributes` returns.
 */
class ImportedCloudRouter extends Construct implements ICloudRouter {
  /** The id of the cloud router. */
  public readonly cloudRouterId: string;

  constructor(scope: Construct, id: string, attrs: CloudRouterAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CloudRouterAttributes');
    const p = new Problems();
    idOf(p, 'cloudRouterId', attrs.cloudRouterId, 'the id (uuid) of the cloud router');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.cloudRouterId = attrs.cloudRouterId;
  }
}
describedAs(ImportedCloudRouter, 'ICloudRouter');
