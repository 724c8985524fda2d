/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * The meta-arguments every resource and data source config holds (`dependsOn`, `count`,
 * `lifecycle`, ...) and a provider's alias: read safely, and checked where cdktn could not render
 * them. Not part of the public API.
 */
import { dependable, TerraformCount, TerraformDataSource, TerraformProvider, TerraformStack, Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
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
    lifecycle: lifecycleForCdktn(ok('lifecycle')),
    forEach: ok('forEach'),
    provisioners: ok('provisioners'),
    connection: ok('connection'),
  };
}

/**
 * The lifecycle as cdktn renders it right: a construct in replaceTriggeredBy becomes its address,
 * as in depends_on (cdktn's `dependable`); cdktn rendered it as "${type.name}", which Terraform
 * refuses there ("Invalid character").
 */
function lifecycleForCdktn(l: any): any {
  const items: unknown = l?.replaceTriggeredBy;
  if (!Array.isArray(items) || items.every((x) => typeof x === 'string')) return l;
  return { ...l, replaceTriggeredBy: items.map((x) => (typeof x === 'string' ? x : dependable(x))) };
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

/**
 * The problems of a meta-argument of `scope` (null means unset, like undefined): what cdktn could
 * not render, and what Terraform refuses (a construct of another stack in depends_on or
 * replace_triggered_by, resource-only lifecycle arguments on a data source).
 */
export function checkMeta(scope: IConstruct, key: string, v: unknown, config: Record<string, unknown>): ValidationProblem[] {
  if (v === null) return [];
  const p = metaProblem(key, v, config);
  if (p) return [{ field: key, received: describeValue(v), ...p }];
  const out: ValidationProblem[] = [];
  if (key === 'dependsOn') checkOtherStacks(out, scope, 'dependsOn', 'depends_on', v as unknown[]);
  if (key === 'lifecycle') {
    const l = v as Record<string, unknown>;
    if (TerraformDataSource.isTerraformDataSource(scope)) checkDataLifecycle(out, l);
    if (Array.isArray(l.replaceTriggeredBy)) checkOtherStacks(out, scope, 'lifecycle.replaceTriggeredBy', 'replace_triggered_by', l.replaceTriggeredBy);
  }
  return out;
}

/** What the lifecycle of a data source takes (Terraform: "Invalid data resource lifecycle argument" for the rest). */
const DATA_LIFECYCLE_KEYS = ['precondition', 'postcondition'];

function checkDataLifecycle(out: ValidationProblem[], l: Record<string, unknown>): void {
  for (const k of Object.keys(l)) {
    if (l[k] === undefined || DATA_LIFECYCLE_KEYS.includes(k)) continue;
    out.push({
      field: `lifecycle.${k}`,
      problem: 'is for resources only, Terraform refuses it in the lifecycle of a data source.',
      received: describeValue(l[k]),
      allowed: 'precondition and postcondition',
      fix: `remove ${k} from the lifecycle.`,
    });
  }
}

/**
 * A construct of another stack in depends_on or replace_triggered_by: cdktn renders it as a
 * reference to an output of that stack, which Terraform refuses there ("Invalid depends_on
 * reference").
 */
function checkOtherStacks(out: ValidationProblem[], scope: IConstruct, field: string, tfName: string, deps: readonly unknown[]): void {
  const own = stackOf(scope);
  deps.forEach((d, i) => {
    const other = stackOf(d);
    if (!own || !other || other === own) return;
    out.push({
      field: `${field}[${i}]`,
      problem: `is a construct of stack '${other.node.id}', and ${tfName} names only what is in the same stack.`,
      received: (d as IConstruct).node.path,
      allowed: `${tfName === 'depends_on' ? 'resources, data sources and modules' : 'resources'} of stack '${own.node.id}'`,
      fix: `remove it from ${field.replace(/^lifecycle\./, '')}, and have the stacks deployed in order: <stack '${own.node.id}'>.addDependency(<stack '${other.node.id}'>) `
        + '(a reference to its attributes does that by itself).',
    });
  });
}

/** The stack a construct is in, or undefined for what is no construct in a stack. */
function stackOf(x: unknown): TerraformStack | undefined {
  if (x === null || typeof x !== 'object' || !((x as IConstruct).node?.scopes)) return undefined;
  return (x as IConstruct).node.scopes.slice().reverse().find((s): s is TerraformStack => TerraformStack.isStack(s));
}
