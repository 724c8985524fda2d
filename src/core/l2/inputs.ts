/**
 * Inputs: what an L2 renders into its L1 (`resource`, the child `Default`). The L1 checks and
 * renders every input like the constructor's config. Inputs that depend on state that changes
 * after construction (a region added, a removal policy applied by an aspect) are set again on
 * every change, never computed at each resolution:
 *
 * - `setInput` replaces one input and throws a ValidationError when the L1 rejects the value;
 * - `trySetInput` does the same but keeps what the L1 rejects for the L2's synth-time validation
 *   (`validateAtSynth` with the resource), so it is reported with the L2's own problems;
 * - `renderedLater()` stands for a required input the L2 sets later (once the first item is added);
 * - `keyValues` renders a map as the provider's key/value blocks, in one order (by key);
 * - `answerLiteralSecret` says, before the L1 is built, that the literal in one of its sensitive
 *   fields is the L2's to answer for (an AWS account id where the L1 marks every key sensitive):
 *   that field gets no `terrain:literal-secret` warning; the other sensitive fields keep theirs.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IResolvable, Lazy } from 'cdktn';
import { IConstruct } from 'constructs';
import * as rt from '../runtime';
import type { ValidationProblem } from './problems';

/** Options of `setInput`. */
export interface InputOptions {
  /**
   * Add no deprecation or literal-secret warnings to the L1: the calling L2 reports those itself,
   * in its own words and on its own path.
   * @default false
   */
  readonly quiet?: boolean;
}

/**
 * Replaces one input of a generated L1 (by its TypeScript name; `undefined` removes an optional
 * input), checked and rendered like the constructor's config; throws when the L1 rejects it.
 */
export function setInput(l1: IConstruct, name: string, value: unknown, options: InputOptions = {}): void {
  rt.setInput(l1, name, value, options);
}

/**
 * Appends one object to a list-of-blocks input of a generated L1 (a targeting rule to
 * `segmentRules`), rendered and checked as `setInput` would render it at its index, without
 * rendering the items before it again: for an L2 that adds one item per call. Throws when the L1
 * rejects the item.
 */
export function appendInput(l1: IConstruct, name: string, item: unknown, options: InputOptions = {}): void {
  rt.appendInput(l1, name, item, options);
}

/**
 * `setInput` that returns the problems instead of throwing; it changes nothing when there are any,
 * and the L2's synth-time validation reports them (see `validateAtSynth`).
 */
export function trySetInput(l1: IConstruct, name: string, value: unknown, options: InputOptions = {}): ValidationProblem[] {
  return rt.trySetInput(l1, name, value, options);
}

/**
 * A placeholder for a required input that the L2 sets later with `setInput`/`trySetInput` (the
 * first notification of an alert, say). Until then it renders nothing, and the L2's synth-time
 * validation says what is missing.
 */
export function renderedLater(): IResolvable {
  return Lazy.anyValue({ produce: () => undefined });
}

/**
 * `{ b: '2', a: '1' }` as `[{ key: 'a', value: '1' }, { key: 'b', value: '2' }]`, ordered by key so
 * that the JSON does not depend on the order the map was written in; undefined for none. Call it
 * with a map already checked to be an object of strings.
 */
export function keyValues(map: { readonly [key: string]: string } | undefined): Array<{ key: string; value: string }> | undefined {
  if (map === undefined || map === null) return undefined;
  const keys = Object.keys(map).sort();
  return keys.length ? keys.map((key) => ({ key, value: map[key] })) : undefined;
}

/**
 * Says that the L2 answers these findings of its L1's own rules itself, whatever it renders: its
 * own problem says the same in its props' words, or the user chose it explicitly
 * (`allowEmptyEntries: true` answers the L1's warning about an empty entries map). The L1 leaves
 * them out of its report; its other findings stay.
 * @param l1 the L2's L1
 * @param ruleIds the ids of the L1's rules or value checks, e.g. `rule:incident_catalog_entries/empty-entries`
 */
export function answeredByOwner(l1: IConstruct, ruleIds: readonly string[]): void {
  rt.ownerAnswers(l1, ruleIds);
}

/**
 * Says that the L2 answers for the literal in one sensitive field of the L1 it is about to build:
 * the L1 marks the field sensitive for every value, the L2 knows that what it writes there is no
 * secret (an AWS account id as a Fabric connection's authentication key). That field of that L1 gets
 * no `terrain:literal-secret` warning, whether the literal is given or a token resolves to it at
 * synth; every other sensitive field still warns. Call it before building the L1 (the L1 warns while
 * it renders its config), and only for the value the L2 knows: a literal secret of the user's is the
 * L2's error unless acknowledged, never answered away.
 * @param owner the L2
 * @param l1Id the construct id of its L1, e.g. `Default`
 * @param field the field path as the L1 reports it, e.g. `zSide.accessPoint.authenticationKey`
 * @param reason why the literal is no secret, e.g. `an AWS account id is no secret`
 */
export function answerLiteralSecret(owner: IConstruct, l1Id: string, field: string, reason: string): void {
  rt.answerLiteralSecret(owner, l1Id, field, reason);
}

/**
 * One input of a generated L1 as it renders, by its Terraform name (`region`): what an L2 reads of
 * an L1 it did not make, such as the region of the stack's provider configuration. Undefined when
 * unset, or when the construct is no generated L1.
 */
export function renderedInputOf(l1: IConstruct, tfName: string): unknown {
  return rt.renderedInput(l1, tfName);
}

/** Every input of a generated L1 as it renders, by Terraform name (a copy; empty for other constructs). */
export function renderedInputsOf(l1: IConstruct): Record<string, unknown> {
  return rt.renderedInputs(l1);
}
