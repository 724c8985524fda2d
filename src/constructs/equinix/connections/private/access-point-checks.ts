/**
 * What the access points check of what they are given: the port and service profile passed by their
 * contracts, required text, the AWS account id; and the service profile a cloud's access point
 * looks up by name when none is given (loaded on that path only).
 */
import { Construct, contractIdOf, Fn, idOf, inTree, isConstruct, isKnown, literalText, Op, Problems, TerraformStack } from '../../../../core/l2/index';
import type { IConstruct } from '../../../../core/l2/index';
import type { IPort } from '../../lookups/port-ref';
import type { IServiceProfile } from '../../lookups/service-profile-ref';

/** An AWS account id: 12 digits. */
export const AWS_ACCOUNT_ID = /^\d{12}$/;

/**
 * The OCID of an Oracle FastConnect virtual circuit starts `ocid1.virtualcircuit.` (Oracle's OCIDs are
 * `ocid1.<resource type>.<realm>.[region][.future use].<unique id>`); the rest is not judged.
 */
export const ORACLE_VIRTUAL_CIRCUIT_OCID = /^ocid1\.virtualcircuit\./;

/**
 * The names of the service profiles of the clouds' hosted connections and of Equinix Internet Access
 * (those of Equinix's examples: port-2-oracle-connection, port-2-ibm2-connection,
 * virtual-device-2-eia-connection of terraform-equinix-fabric).
 */
export const PROFILE_NAMES = {
  aws: 'AWS Direct Connect',
  azure: 'Azure ExpressRoute',
  google: 'Google Cloud Partner Interconnect Zone 1',
  oracle: 'Oracle Cloud Infrastructure -OCI- FastConnect',
  ibm: 'IBM Cloud Direct Link 2',
  internet: 'Equinix Internet Access',
} as const;

/** `zSide` → `ZSide`, for the id of what a field looks up. */
function pascal(field: string): string {
  const s = field.replace(/[^A-Za-z0-9]/g, '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The lookups each access point made, by the access point (one per stack). */
const LOOKUPS = new WeakMap<object, IServiceProfile[]>();

/**
 * The uuid of the profile named `name`, looked up under the construct (`<Field>Profile`), once per
 * construct and field, and once per stack for one access point (`owner`): the two connections of
 * a redundant pair share their Z side, and its lookup.
 */
function lookedUp(name: string): (scope: IConstruct, field: string, owner?: object) => string {
  return (scope, field, owner) => {
    const id = `${pascal(field)}Profile`;
    const found = scope.node.tryFindChild(id) as IServiceProfile | undefined;
    if (found) return found.serviceProfileUuid;
    const stack = TerraformStack.of(scope);
    const earlier = owner && (LOOKUPS.get(owner) ?? []).find((l) => TerraformStack.of(l) === stack && inTree(l));
    if (earlier) return earlier.serviceProfileUuid;
    const { ServiceProfileLookup } = require('../../lookups/service-profile-lookup') as typeof import('../../lookups/service-profile-lookup');
    const lookup = new ServiceProfileLookup(scope as Construct, id, name);
    if (owner) LOOKUPS.set(owner, [...(LOOKUPS.get(owner) ?? []), lookup]);
    return lookup.serviceProfileUuid;
  };
}

/** The default service profile of each cloud: its uuid, looked up by name under the construct (once per access point and stack). */
export const DEFAULT_PROFILES = {
  aws: lookedUp(PROFILE_NAMES.aws),
  azure: lookedUp(PROFILE_NAMES.azure),
  google: lookedUp(PROFILE_NAMES.google),
  oracle: lookedUp(PROFILE_NAMES.oracle),
  ibm: lookedUp(PROFILE_NAMES.ibm),
  internet: lookedUp(PROFILE_NAMES.internet),
} as const;

/** A non-blank string (or a string token) at `field`, or a problem. */
export function requiredText(p: Problems, field: string, v: unknown, allowed: string): string | undefined {
  return idOf(p, field, v, allowed);
}

/** The uuid of a port passed by its contract; a bare uuid says how to refer to one. */
export function portUuidOf(p: Problems, field: string, port: unknown): string | undefined {
  if (typeof port === 'string') {
    p.add(field, 'expected an IPort, not a uuid.', {
      id: 'l2:expected-contract',
      received: port,
      allowed: 'an IPort, e.g. Port.fromName(this, \'Primary\', \'<port name>\')',
      fix: `refer to the port by its uuid with Port.fromUuid(this, 'Port', ${JSON.stringify(port)}), or look it up by name with Port.fromName.`,
    });
    return undefined;
  }
  return contractIdOf(p, field, port, { name: 'IPort', key: 'portUuid', example: 'Port.fromName(this, \'Primary\', \'<port name>\')' });
}

/** The uuid of a service profile passed by its contract; a bare uuid says how to refer to one. */
export function profileUuidOf(p: Problems, field: string, profile: unknown): string | undefined {
  if (typeof profile === 'string' || (profile !== null && typeof profile === 'object' && !isConstruct(profile))) {
    p.add(field, `expected an IServiceProfile${typeof profile === 'string' ? ', not a name or uuid' : ''}.`, {
      id: 'l2:expected-contract',
      received: profile,
      allowed: 'an IServiceProfile, e.g. ServiceProfile.fromName(this, \'Aws\', \'AWS Direct Connect\')',
      fix: typeof profile === 'string'
        ? `look it up with ServiceProfile.fromName(this, 'Profile', ${JSON.stringify(profile)}), or refer to it by uuid with ServiceProfile.fromUuid.`
        : 'pass the profile construct, e.g. ServiceProfile.fromName(this, \'Aws\', \'AWS Direct Connect\').',
    });
    return undefined;
  }
  return contractIdOf(p, field, profile, { name: 'IServiceProfile', key: 'serviceProfileUuid', example: 'ServiceProfile.fromName(this, \'Aws\', \'AWS Direct Connect\')' });
}

/** The link protocol types by port encapsulation, and the factory of each. */
const LINK_FACTORY: Record<string, string> = { DOT1Q: 'LinkProtocol.dot1q(vlanTag)', QINQ: 'LinkProtocol.qinq(vlanSTag, vlanCTag?)', UNTAGGED: 'LinkProtocol.untagged()' };

/** The factory of a link protocol of type `type`, with the tag of the one written when it is a number. */
function withTag(type: string, tag: unknown): string {
  if (type === 'UNTAGGED' || typeof tag !== 'number') return LINK_FACTORY[type];
  return type === 'DOT1Q' ? `LinkProtocol.dot1q(${tag})` : `LinkProtocol.qinq(${tag})`;
}

/** A Terraform precondition of the connection (checked at plan, when the port's encapsulation is read). */
export interface PortPrecondition {
  readonly condition: unknown;
  readonly errorMessage: string;
}

/**
 * The link protocol of a port side against the port's encapsulation: a port's connections tag their
 * traffic as the port does (Equinix's modules/cloud-router-connection and modules/metal-connection
 * write `link_protocol.type = one(<port>.encapsulation).type`). A known encapsulation other than the
 * link protocol's type is a problem at `<field>.linkProtocol`; one read by a lookup (a reference)
 * returns the precondition that checks it at plan (when the port has one of the API's three
 * encapsulations). No link protocol (an EPL side) is not judged.
 * `tag` is the VLAN tag written (DOT1Q's, or QINQ's outer one), for the fix.
 */
export function checkEncapsulation(p: Problems, field: string, port: IPort, type: string | undefined, tag?: unknown): PortPrecondition | undefined {
  const enc = port.encapsulationType;
  if (type === undefined || enc === undefined || enc === null) return undefined;
  if (!isKnown(enc)) {
    return {
      // Judged only when the port has one of the API's three encapsulations (PortEncapsulation.type).
      condition: Op.or(Op.not(Fn.contains(Object.keys(LINK_FACTORY), enc)), Op.eq(enc, type)),
      errorMessage: literalText(`The port of ${port.node.path} (${field}) must have ${type} encapsulation: the connection's link protocol is ${type}. `
        + `Use a ${type} port, or the link protocol of the port's encapsulation (${Object.keys(LINK_FACTORY).filter((k) => k !== type).join(' or ')}).`),
    };
  }
  const known = typeof enc === 'string' ? enc.toUpperCase() : undefined;
  if (known === undefined || !(known in LINK_FACTORY) || known === type) return undefined;
  p.addRendered(`${field}.linkProtocol`, `is ${type}, but the port's encapsulation is ${known}: a connection tags its traffic as its port does.`, `a ${type} link protocol on ${port.node.path} (${known})`, {
    id: 'equinix:link-protocol-encapsulation',
    allowed: `${LINK_FACTORY[known]} on ${known === 'UNTAGGED' ? 'an' : 'a'} ${known} port`,
    fix: `write linkProtocol: ${withTag(known, tag)}, or use a ${type} port.`,
  });
  return undefined;
}
