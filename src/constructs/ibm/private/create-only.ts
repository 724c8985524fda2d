/**
 * Create-only inputs of an App Configuration resource whose provider cannot update them (the
 * integrations' Update functions return an error; a snapshot's `git_config_id` is neither updated
 * nor replaced). The resource ignores their changes (`lifecycle.ignore_changes`), so that Terraform
 * plans no update that fails at apply, and a Terraform `check` block of the stack compares each
 * with the configuration: the attribute holds the value it was created with (ignore_changes keeps
 * it), and a difference is a warning at every plan, which says how to replace the resource. Not
 * part of the public API.
 */
import { expressionText, isUnresolved, Lazy, TerraformStack } from '../../../core/l2/index';
import type { TerraformResource } from '../../../core/l2/index';

/** One create-only input. */
export interface CreateOnlyInput {
  /** The prop, in the L2's words, e.g. `kmsEndpoint`. */
  readonly prop: string;
  /** The Terraform attribute, e.g. `kms_endpoint`. */
  readonly attribute: string;
  /** The value the L2 rendered (undefined: not set). */
  readonly value: string | undefined;
  /**
   * Whether the value was rendered as literal text (`literalText`): compared as the same text.
   * Otherwise as Terraform reads the L1's string (a template).
   * @default false
   */
  readonly text?: boolean;
}

/** The Terraform attributes to give `lifecycle.ignoreChanges`. */
export function ignoredAttributes(inputs: readonly CreateOnlyInput[]): string[] {
  return inputs.map((i) => i.attribute);
}

/** A string as an HCL quoted template that Terraform reads as it reads the same string in the JSON: `${` stays an interpolation. */
function asTemplate(s: string): string {
  // JSON's escapes are HCL's, but for \b and \f, which HCL refuses.
  return JSON.stringify(s).replace(/\\b/g, '\\u0008').replace(/\\f/g, '\\u000c');
}

/** Text in a template, as written (`${` and `%{` doubled). */
function asText(s: string): string {
  return s.replace(/([$%])\{/g, (m, c: string) => `${c}${m}`);
}

/** The configured value as an HCL expression, read as Terraform reads the L1's input. */
function configured(i: CreateOnlyInput): string {
  if (i.value === undefined) return 'null';
  if (i.text || isUnresolved(i.value)) return expressionText(i.value);
  return asTemplate(i.value);
}

/**
 * Adds the stack's `check` block `<resource logical id>_create_only`: one assertion per input,
 * `<attribute> == <configured value>`, whose message names the construct, the prop, the value it
 * was created with and the configured one, why the change is ignored (`why`) and the
 * `terraform apply -replace=<address>` that applies it.
 * @param owner the path of the L2, for the message
 * @param resource the L1 (its inputs already rendered, with `lifecycle.ignoreChanges`)
 * @param why e.g. `the provider cannot update an integration ("Update KMS is not yet implemented")`
 */
export function addCreateOnlyCheck(owner: string, resource: TerraformResource, inputs: readonly CreateOnlyInput[], why: string): void {
  // Written when the document is: the references and the address are then those of the resource's
  // logical id, one overridden after construction included (reading it now would fix it).
  const assert = () => {
    const address = `${resource.terraformResourceType}.${resource.friendlyUniqueId}`;
    return inputs.map((i) => {
      // In a check, the attribute is the value the resource was created with (ignore_changes keeps it).
      const created = resource.getStringAttribute(i.attribute);
      const now = configured(i);
      return {
        condition: `\${${created} == ${now}}`,
        error_message: `${asText(owner)}: ${i.prop} changed, from \${jsonencode(${created})} to \${jsonencode(${now})}, and the change is ignored: ${why}. `
          + `Nothing is replaced. To apply it, replace the resource: terraform apply -replace=${address}`,
      };
    });
  };
  const stack = TerraformStack.of(resource);
  stack.addOverride(`check.${checkName(stack, resource)}`, { assert: Lazy.anyValue({ produce: assert }) });
}

/** The names of the check blocks given in each stack. */
const NAMES = new WeakMap<TerraformStack, Set<string>>();

/**
 * `<path of the L2 in its stack>_create_only` (`Kms_create_only`, `Team_Kms_create_only`), as a
 * Terraform name; the construct's address ends it when that name is taken.
 */
function checkName(stack: TerraformStack, resource: TerraformResource): string {
  const owner = resource.node.scope ?? resource;
  const inStack = owner.node.scopes.slice(stack.node.scopes.length).map((c) => c.node.id).join('_');
  // The first id starts with a letter or an underscore (the resource's own name would be refused otherwise).
  let name = `${inStack.replace(/[^A-Za-z0-9_-]/g, '_')}_create_only`;
  const taken = NAMES.get(stack) ?? new Set<string>();
  NAMES.set(stack, taken);
  if (taken.has(name)) name = `${name}_${resource.node.addr.slice(0, 8)}`;
  taken.add(name);
  return name;
}
