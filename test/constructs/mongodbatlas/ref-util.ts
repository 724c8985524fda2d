/**
 * Helpers of the contract tests (`*-ref.test.ts`): what an attribute of a contract resolves to in
 * the stack of the construct that implements it (a Terraform expression, or the value given), and
 * the error of an attribute an imported construct was not given.
 */
import { DefaultTokenResolver, StringConcat, TerraformStack, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';

/** The attributes of `c`, each resolved in its stack: `${type.name.attribute}` or the value itself. */
export function resolvedAttributes<T extends IConstruct>(c: T, names: ReadonlyArray<keyof T & string>): Record<string, unknown> {
  const scope = TerraformStack.of(c);
  const resolve = (v: unknown) => Tokenization.resolve(v, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
  return Object.fromEntries(names.map((n) => [n, resolve(c[n])]));
}

/** The error of reading an attribute that `method` was not given (the kit's `importedAttribute`). */
export function notGiven(path: string, method: string, name: string): string {
  return `[${path}] ${name}: is unknown: this construct was made with ${method}, which was not given ${name}. `
    + `Fix: pass ${name} in the attributes, or read it from the construct that defines the resource.`;
}
