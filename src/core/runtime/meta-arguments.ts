/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * The meta-arguments every resource and data source config holds (`dependsOn`, `count`,
 * `lifecycle`, ...) and a provider's alias: read safely, and checked where cdktn could not render
 * them. Not part of the public API.
 */
import { TerraformCount, TerraformProvider, Token, Tokenization } from 'cdktn';
import { isPlainObject } from './descriptors';
import { describeValue, ValidationProblem } from '../base/errors';

/** The meta-arguments of a config, safe to read even when a JavaScript caller passed no config. */
export function metaArguments(config: unknown): Record<string, any> {
  if (!isPlainObject(config)) return {};
  const c = config as Record<string, any>;
  // Only well-formed values reach cdktn, which would otherwise fail at synth with a TypeError;
  // renderConfig reports the others, with their field names.
  const ok = (key: string) => (c[key] === undefined || c[key] === null || metaProblem(key, c[key], c) ? undefined : c[key]);
  return {
    dependsOn: ok('dependsOn'),
    count: ok('count'),
    provider: ok('provider'),
    lifecycle: ok('lifecycle'),
    forEach: ok('forEach'),
    provisioners: ok('provisioners'),
    connection: ok('connection'),
  };
}

/** The alias of a provider config, safe to read even when a JavaScript caller passed no config. */
export function providerAlias(config: unknown): string | undefined {
  return isPlainObject(config) && typeof config.alias === 'string' ? config.alias : undefined;
}

const LIFECYCLE_FLAGS = ['createBeforeDestroy', 'preventDestroy'];
const LIFECYCLE_LISTS = ['replaceTriggeredBy', 'precondition', 'postcondition'];
const LIFECYCLE_KEYS = [...LIFECYCLE_FLAGS, 'ignoreChanges', ...LIFECYCLE_LISTS];

/** What a meta-argument (or a provider's alias) must be, when it is not. */
function metaProblem(key: string, v: unknown, config: Record<string, unknown>): Omit<ValidationProblem, 'field' | 'received'> | undefined {
  const isObject = (x: unknown) => x !== null && typeof x === 'object';
  switch (key) {
    case 'dependsOn':
      if (Array.isArray(v) && v.every((x) => isObject(x) && typeof (x as { fqn?: unknown }).fqn === 'string')) return undefined;
      return { problem: 'expected a list of constructs to depend on.', allowed: 'a list of resources, data sources or modules (ITerraformDependable)', fix: 'list the constructs this one waits for, e.g. dependsOn: [bucket].' };
    case 'count':
      if (config.forEach !== undefined && config.forEach !== null) {
        return { problem: 'cannot be set together with forEach.', allowed: 'either count or forEach', fix: 'remove count, or remove forEach.' };
      }
      if ((typeof v === 'number' && Number.isInteger(v) && v >= 0) || Token.isUnresolved(v) || TerraformCount.isTerraformCount(v)) return undefined;
      return { problem: 'expected a whole number of instances, 0 or more.', allowed: 'a whole number, 0 or more, a number token or a TerraformCount', fix: 'set count to the number of instances, e.g. 2, or remove it.' };
    case 'provider':
      if (TerraformProvider.isTerraformProvider(v)) return undefined;
      return { problem: 'expected a provider construct.', allowed: 'a TerraformProvider, e.g. the provider construct of this resource\'s provider', fix: 'pass the provider construct (new ...Provider(...)), not its name or alias.' };
    case 'lifecycle': {
      // A token is no lifecycle block: cdktn spreads the object into the JSON (and recursed forever on a reference).
      const l = v as Record<string, unknown>;
      const ok = isPlainObject(v) && !Tokenization.isResolvable(v)
        && Object.keys(l).every((k) => LIFECYCLE_KEYS.includes(k))
        && LIFECYCLE_FLAGS.every((k) => l[k] === undefined || typeof l[k] === 'boolean' || Token.isUnresolved(l[k]))
        && LIFECYCLE_LISTS.every((k) => l[k] === undefined || Array.isArray(l[k]))
        && (l.ignoreChanges === undefined || l.ignoreChanges === 'all' || (Array.isArray(l.ignoreChanges) && l.ignoreChanges.every((x) => typeof x === 'string')));
      if (ok) return undefined;
      return {
        problem: 'is not a lifecycle block.',
        allowed: 'an object with createBeforeDestroy and preventDestroy (booleans), ignoreChanges (a list of attribute names, or \'all\'), replaceTriggeredBy, precondition and postcondition (lists)',
        fix: 'write the lifecycle as an object literal, e.g. { preventDestroy: true }.',
      };
    }
    case 'forEach':
      if (isObject(v) && typeof (v as { _getForEachExpression?: unknown })._getForEachExpression === 'function') return undefined;
      return { problem: 'expected an iterator.', allowed: 'a TerraformIterator, e.g. TerraformIterator.fromList(list)', fix: 'create the iterator with TerraformIterator.fromList(...) or fromMap(...), or remove forEach.' };
    case 'provisioners':
      if (Array.isArray(v) && v.every((x) => isPlainObject(x) && typeof x.type === 'string')) return undefined;
      return { problem: 'expected a list of provisioners.', allowed: "a list of provisioner objects, each with its type ('file', 'local-exec' or 'remote-exec')", fix: 'write each provisioner as an object literal with its type, or remove provisioners.' };
    case 'connection':
      if (isPlainObject(v) && !Tokenization.isResolvable(v)) return undefined;
      return { problem: 'expected a connection block.', allowed: 'an object with the connection settings (type, host, ...)', fix: 'write the connection as an object literal, or remove it.' };
    case 'alias':
      if (typeof v === 'string') return undefined;
      return { problem: 'expected a string.', allowed: 'the alias name, a string', fix: 'write the alias as a string, e.g. alias: \'eu\'.' };
    default:
      return undefined;
  }
}

/** The problem of a meta-argument that cdktn could not render (null means unset, like undefined). */
export function checkMeta(key: string, v: unknown, config: Record<string, unknown>): ValidationProblem | undefined {
  if (v === null) return undefined;
  const p = metaProblem(key, v, config);
  return p && { field: key, received: describeValue(v), ...p };
}
