/**
 * What the access points check of what they are given: the port and service profile passed by their
 * contracts, required text, the AWS account id; and the service profile a cloud's access point
 * looks up by name when none is given (loaded on that path only).
 */
import { Construct, contractIdOf, idOf, isConstruct, Problems } from '../../../../core/l2/index';
import type { IConstruct } from '../../../../core/l2/index';
import type { IServiceProfile } from '../../lookups/service-profile-ref';

/** An AWS account id: 12 digits. */
export const AWS_ACCOUNT_ID = /^\d{12}$/;

/** The names of the service profiles of the clouds' hosted connections (those of Equinix's examples). */
export const PROFILE_NAMES = {
  aws: 'AWS Direct Connect',
  azure: 'Azure ExpressRoute',
  google: 'Google Cloud Partner Interconnect Zone 1',
} as const;

/** `zSide` → `ZSide`, for the id of what a field looks up. */
function pascal(field: string): string {
  const s = field.replace(/[^A-Za-z0-9]/g, '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The uuid of the profile named `name`, looked up once per construct and field (`<Field>Profile`). */
function lookedUp(name: string): (scope: IConstruct, field: string) => string {
  return (scope, field) => {
    const id = `${pascal(field)}Profile`;
    const found = scope.node.tryFindChild(id) as IServiceProfile | undefined;
    if (found) return found.serviceProfileUuid;
    const { ServiceProfileLookup } = require('../../lookups/service-profile-lookup') as typeof import('../../lookups/service-profile-lookup');
    return new ServiceProfileLookup(scope as Construct, id, name).serviceProfileUuid;
  };
}

/** The default service profile of each cloud: its uuid, looked up by name under the construct. */
export const DEFAULT_PROFILES = {
  aws: lookedUp(PROFILE_NAMES.aws),
  azure: lookedUp(PROFILE_NAMES.azure),
  google: lookedUp(PROFILE_NAMES.google),
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
