/**
 * The L2 kit: the one import an L2 needs (`import { ... } from '../../core/l2'`). Provider-neutral;
 * docs/AUTHORING-L2.md explains each concept with a worked example. Not part of the public API.
 *
 * 1. StatefulConstruct: the removal policy members of a stateful L2, once.
 * 2. Problems and warnings: problems thrown at construction or judged at synth; warnings with ids.
 * 3. Prop rules: an L2's rules as a table.
 * 4. Item lists: lists of class instances, and layout lists the construct lays out itself.
 * 5. Props and options: every key checked against its struct.
 * 6. Variants: abstract class, static factories, `_bind` in the owning construct.
 * 7. Inputs: what the L2 renders into its L1.
 * 8. References, app registries and dependencies: contracts, imported attributes, peers in the app,
 *    and what waits for what.
 */
export * from './stateful-construct';
export * from './problems';
export * from './prop-rules';
export * from './lists';
export * from './options';
export * from './variants';
export * from './inputs';
export * from './references';
export * from './registry';
export * from './dependencies';
// The public values an L2's props use, so that the kit stays the one import.
export { RemovalPolicy } from '../api/removal-policy';
export type { IRemovable } from '../api/removal-policy';
export { Duration } from '../api/duration';
