/**
 * The L2 kit: the one import an L2 needs (`import { ... } from '../../core/l2'`). Provider-neutral;
 * docs/AUTHORING-L2.md explains each concept with a worked example, in this order. Not part of the
 * public API.
 *
 * 1. Contract and references (`references.ts`): `I<Name>` in `<name>-ref.ts`, the attributes of an
 *    existing one, `importedAttribute`.
 * 2. Construct and resource (`stateful-construct.ts`): the L1 child `Default`, the removal policy of
 *    a stateful L2.
 * 3. Props and options (`options.ts`): every key checked against its struct.
 * 4. Problems and warnings (`problems.ts`): problems with stable ids, thrown at construction or
 *    judged at synth; warnings with ids.
 * 5. Prop rules (`prop-rules.ts`): the one rule record of an L2, checked from a table.
 * 6. Values (`values.ts`, `lists.ts`): tokens and identity, shapes, typed values, ids; lists of
 *    instances and layout lists.
 * 7. Variants (`variants.ts`): abstract class, static factories, `_bind(ctx, field)` with a
 *    `BindContext`.
 * 8. Inputs (`inputs.ts`): what the L2 renders into its L1.
 * 9. Literal text (`text.ts`): text reaches the provider as written.
 * 10. The app around it (`registry.ts`, `dependencies.ts`): peers in the app, what waits for what,
 *    and modules loaded on use.
 */
export * from './references';
export * from './stateful-construct';
export * from './options';
export * from './problems';
export * from './prop-rules';
export * from './values';
export * from './lists';
export * from './variants';
export * from './inputs';
export * from './text';
export * from './registry';
export * from './dependencies';
// What an L2 builds on, so that the kit stays the one import: the construct classes, the public
// values an L2's props use, and the cdktn functions an L2 renders with.
export { Construct } from 'constructs';
export type { IConstruct } from 'constructs';
export { DefaultTokenResolver, dependable, Fn, Lazy, Op, propertyAccess, StringConcat, TerraformDataSource, TerraformIterator, TerraformResource, TerraformStack, Token, Tokenization } from 'cdktn';
export type { IResolvable, IResolveContext, ITerraformDependable } from 'cdktn';
export { RemovalPolicy } from '../api/removal-policy';
export type { IRemovable } from '../api/removal-policy';
export { Duration } from '../api/duration';
