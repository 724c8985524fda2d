/**
 * The checks the App Configuration Git sync and integrations share: the instance they are made in
 * (its plan), the ids they choose (the API's character set) and the collection and environment of
 * one instance. Not part of the public API.
 */
import { contractIdOf, isKnown, knownDifferent, Problems, PropRule } from '../../../../core/l2/index';
import type { IConstruct } from '../../../../core/l2/index';
import { AppConfigurationPlan } from '../../instance/app-configuration-ref';
import type { IAppConfiguration } from '../../instance/app-configuration-ref';

/**
 * How a fix refers to an instance, an environment and a collection (the family's factories), with
 * the id the user gave when there is one.
 */
export const EXAMPLES = {
  instance: (guid = '36401ffc-6280-459a-ba98-456aba10d0c7') => `AppConfiguration.fromGuid(this, 'AppConfig', { guid: ${quote(guid)}, region: 'us-south' })`,
  environment: (id = 'prod') => `appConfig.environmentFromId('Environment', ${quote(id)})`,
  collection: (id = 'checkout') => `Collection.fromCollectionAttributes(this, 'Collection', { instance: appConfig, collectionId: ${quote(id)} })`,
} as const;

/** A string as a TypeScript literal in single quotes. */
function quote(s: string): string {
  return `'${s.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}'`;
}

/** A contract an integration takes, for `memberOf`. */
interface Member {
  /** The interface, e.g. `ICollection`. */
  readonly name: string;
  /** Its id attribute, e.g. `collectionId`. */
  readonly key: string;
  /** How to get one, with the id given (`EXAMPLES.collection`). */
  readonly example: (id?: string) => string;
}

/**
 * The id of a construct passed by its contract at `field`, or a problem: a bare id says how to refer
 * to one by that id; the rest is the kit's `contractIdOf` (not given, not the contract, an empty id).
 */
export function memberOf(p: Problems, field: string, x: unknown, m: Member): string | undefined {
  if (typeof x !== 'string') return contractIdOf(p, field, x, { name: m.name, key: m.key, example: m.example() });
  p.add(field, `expected an ${m.name}, not an id.`, {
    id: 'l2:expected-contract',
    received: x,
    allowed: `an ${m.name}, e.g. ${m.example()}`,
    fix: `refer to it by its id: ${field}: ${m.example(x)}.`,
  });
  return undefined;
}

/** The names of the plans, for messages. */
const PLAN_NAMES: Record<string, string> = {
  [AppConfigurationPlan.LITE]: 'LITE',
  [AppConfigurationPlan.BASIC]: 'BASIC',
  [AppConfigurationPlan.STANDARD]: 'STANDARD',
  [AppConfigurationPlan.ENTERPRISE]: 'ENTERPRISE',
};

/** Where IBM documents that snapshots (Git sync) and the KMS and Event Notifications integrations are Enterprise only. */
export const ENTERPRISE_DOCS = 'IBM Cloud docs, App Configuration plans; the pages of the features: https://cloud.ibm.com/docs/app-configuration?topic=app-configuration-ac-snapshots '
  + '(snapshots, Git sync, linked from website/docs/r/app_config_snapshot.html.markdown), ?topic=app-configuration-ac-securing-your-data (Key Protect, Hyper Protect Crypto Services), '
  + '?topic=app-configuration-ac-int-en (Event Notifications); the family\'s AppConfigurationPlan (instance/app-configuration-ref.ts) records it';

/**
 * The instance at `instance`: an IAppConfiguration with a guid, or a problem (`l2:required`,
 * `l2:expected-contract`, `l2:empty-contract-id`).
 */
export function instanceOf(p: Problems, x: unknown): IAppConfiguration | undefined {
  const guid = memberOf(p, 'instance', x, { name: 'IAppConfiguration', key: 'guid', example: EXAMPLES.instance });
  return guid === undefined ? undefined : x as IAppConfiguration;
}

/**
 * Refuses an instance whose plan is given and is not Enterprise (`ibm:enterprise-only`): `what`
 * (e.g. `Git sync (a snapshot)`) is offered on the Enterprise plan only. An unset plan or a token is
 * not judged.
 */
export function enterpriseOnly(p: Problems, instance: IAppConfiguration, what: string): void {
  const plan: unknown = instance.plan;
  if (plan === undefined || plan === null || !isKnown(plan) || plan === AppConfigurationPlan.ENTERPRISE) return;
  const name = typeof plan === 'string' ? PLAN_NAMES[plan] : undefined;
  p.addRendered('instance', `is an instance of the ${name !== undefined ? `${name} plan (${plan})` : `plan ${JSON.stringify(plan)}`}: ${what} is offered on the Enterprise plan only.`,
    `the IAppConfiguration '${instance.node.path}' of plan ${name !== undefined ? `AppConfigurationPlan.${name}` : JSON.stringify(plan)}`, {
      id: 'ibm:enterprise-only',
      allowed: 'an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given',
      fix: 'make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset.',
    });
}

/** The API's characters of an id: letters, digits, `.`, `-` and `_`. */
const ID = /^[A-Za-z0-9._-]+$/;

/**
 * An id the user chooses (`configId`, `integrationId`) or a Git config name: a non-blank string of
 * letters, digits, `.`, `-` and `_` (`ibm:id-characters`), or a token (not judged).
 * @param what e.g. `the id of the Git configuration`
 * @param example a good id, e.g. `checkout-prod`
 */
export function apiId(p: Problems, field: string, v: unknown, what: string, example: string): string | undefined {
  if (v === undefined || v === null) {
    p.add(field, 'is required.', { id: 'l2:required', received: v, allowed: `${what}: letters, digits, '.', '-' and '_'`, fix: `set ${field}, e.g. ${field}: '${example}'.` });
    return undefined;
  }
  if (typeof v !== 'string') {
    p.add(field, 'expected a string.', { id: 'l2:expected-string', received: v, allowed: `${what}: letters, digits, '.', '-' and '_'`, fix: `pass ${field} as a string, e.g. ${field}: '${example}'.` });
    return undefined;
  }
  if (!isKnown(v) || ID.test(v)) return v;
  const near = v.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  p.add(field, v.trim() === '' ? 'is empty.' : 'has characters the App Configuration API does not take in an id: letters, digits, \'.\', \'-\' and \'_\' only.', {
    id: v.trim() === '' ? 'l2:empty' : 'ibm:id-characters',
    received: v,
    allowed: `${what}: letters, digits, '.', '-' and '_'`,
    fix: near !== '' ? `write ${field}: '${near}'.` : `set ${field}, e.g. ${field}: '${example}'.`,
  });
  return undefined;
}

/** The prop rule of `apiId`, for an L2's table. */
export function idCharactersRule<P>(field: string, value: (props: P) => unknown, what: string, example: string, documentedIn: string): PropRule<P> {
  return {
    name: `${field}: letters, digits, '.', '-' and '_'`,
    documentedIn,
    level: 'error',
    check: (props, p) => {
      apiId(p, field, value(props), what, example);
    },
  };
}

/**
 * Refuses a collection or an environment of another instance (`ibm:other-instance`): compared by
 * construct, then by guid (two references to one guid are the same instance; a token is not judged).
 */
export function sameInstance(
  p: Problems, field: string, instance: IAppConfiguration, member: IConstruct & { readonly instance: IAppConfiguration },
  kind: string, example: string,
): void {
  const other = member.instance;
  if (other === instance || other === undefined || other === null) return;
  if (!knownDifferent(other.guid, instance.guid)) return;
  p.addRendered(field, `is ${kind} of another App Configuration instance (guid ${other.guid}); this one is made in the instance of guid ${instance.guid}.`,
    `the ${kind === 'a collection' ? 'ICollection' : 'IEnvironment'} '${member.node.path}' of '${other.node.path}'`, {
      id: 'ibm:other-instance',
      allowed: `${kind} of the instance '${instance.node.path}'`,
      fix: `pass ${kind} of the same instance, e.g. ${example}, or make this in the instance of the ${field}: instance: ${field}.instance.`,
    });
}
