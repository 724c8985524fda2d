/**
 * Blocks that are not given as objects: `iterator.dynamic({...})`, which Terraform JSON holds
 * under the `dynamic` key of the object that would hold the block (a `DynamicBlock`, placed by
 * `placeDynamic`), and the problems of a reference or a token where a block goes. Used by the L1
 * renderer (render.ts) and the L1 runtime (l1-runtime.ts). Not part of the public API.
 */
import { IResolvable, IResolveContext, Token } from 'cdktn';
import { Nested } from './descriptors';
import { describeHidden, describeValue, ValidationProblem } from '../base/errors';

/** What `TerraformIterator.dynamic({...})` returns (cdktn's TerraformDynamicExpression). */
export interface DynamicExpression {
  readonly iterator: { _getForEachExpression(): unknown; dynamic(content: Record<string, unknown>): unknown };
  readonly content: unknown;
}
const DYNAMIC_EXPRESSION = Symbol.for('cdktf/TerraformDynamicExpression');

/** Whether a value is what `TerraformIterator.dynamic({...})` returns. */
export function isDynamic(v: unknown): v is DynamicExpression {
  return v !== null && typeof v === 'object' && DYNAMIC_EXPRESSION in v;
}

/**
 * A block given as `iterator.dynamic({...})`: Terraform JSON holds it under the `dynamic` key of
 * the object that would hold the block, as `{ for_each, iterator: 'each', content }`, the way
 * cdktn's own provider bindings render it. The content is checked against the block's struct
 * (camelCase keys or Terraform names; iterator references are tokens, not judged) and rendered
 * with Terraform names.
 */
export class DynamicBlock implements IResolvable {
  public readonly creationStack: string[] = [];
  constructor(private readonly iterator: DynamicExpression['iterator'], private readonly content: Record<string, unknown>) {}

  public resolve(context: IResolveContext): any {
    // Iterator references inside the content resolve to `each.value` / `each.key` (cdktn reads it).
    context.iteratorContext = 'DYNAMIC_BLOCK';
    return { for_each: this.iterator._getForEachExpression(), iterator: 'each', content: this.content };
  }

  public toString(): string {
    return Token.asString(this);
  }
}

/**
 * Puts a dynamic block where the JSON wants it: under `dynamic.<name>` of the object. The block's
 * own key holds it too, not enumerated (so not in the JSON), for the type rules, which then see a
 * value known only at plan rather than no block.
 */
export function placeDynamic(out: Record<string, unknown>, key: string, d: DynamicBlock): void {
  Object.defineProperty(out, key, { value: d, enumerable: false, writable: true, configurable: true });
  ((out.dynamic ??= {}) as Record<string, unknown>)[key] = d;
}

/** Removes an input from a rendered object, a dynamic block included. */
export function clearInput(out: Record<string, unknown>, key: string): void {
  delete out[key];
  const dyn = out.dynamic as Record<string, unknown> | undefined;
  if (dyn && key in dyn) {
    delete dyn[key];
    if (!Object.keys(dyn).length) delete out.dynamic;
  }
}

/**
 * A reference where a block goes: Terraform's JSON syntax takes a block only as objects (or under
 * `dynamic`), whatever the reference refers to ("Incorrect JSON value type"); a nested attribute
 * takes one.
 */
export function blockFromReference(y: Nested, v: unknown, path: string, sensitive?: boolean): ValidationProblem {
  const name = path.slice(path.lastIndexOf('.') + 1).replace(/\[.*$/, '') || path;
  const single = y.k === 'o' || y.one;
  return {
    field: path,
    problem: 'is a block, which Terraform takes only as objects, not as a reference.',
    received: sensitive ? describeHidden(v) : describeValue(v),
    allowed: "the block's objects (their fields may hold references), or iterator.dynamic({...}) for one block per item of a collection",
    fix: `write the ${single ? 'object' : 'objects'}, e.g. ${name}: ${single ? '{ ... }' : '[{ ... }]'}, or ${single ? 'a block' : 'one block'} per item of the collection it refers to: `
      + `${name}: TerraformIterator.fromList(<reference>).dynamic({ ... }).`,
  };
}

/** A dynamic block that a token produced: cdktn can no longer move it under `dynamic`. */
export function dynamicThroughToken(path: string): ValidationProblem {
  return {
    field: path,
    problem: 'is a dynamic block produced by a token, which cannot be rendered as a dynamic block.',
    received: 'a token that resolves to iterator.dynamic({...})',
    allowed: 'iterator.dynamic({...}) given directly, or the block\'s objects',
    fix: 'pass iterator.dynamic({...}) itself as the value, not through a Lazy or another token.',
  };
}
