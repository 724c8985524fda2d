/**
 * Value checks and type rules: what the provider or the spec forbids in one resource's input,
 * reported at synth with a stable id, and the user's way to proceed when they know better
 * (`Checks.of(scope).acknowledge(id, reason)`).
 *
 * - A value check (`value:<type>.<attribute path>`) is generated from `spec/<provider>/values.json`:
 *   allowed values, bounds, lengths, patterns and formats. A value outside a list that the
 *   provider only documents (the remote API enforces it at apply) is a warning,
 *   `terrain:unlisted-value`; `Checks.of(scope).strict()` makes those errors.
 * - A type rule (`rule:<type>/<name>`) is a spec rule about one resource's own input, written once
 *   per Terraform type in `src/rules/<provider>/<type>.ts`. It runs for every instance of that type,
 *   whether the user created the L1 or an L2 rendered it.
 *
 * Both run once per synth on the rendered input, never per token resolution. Unresolved tokens are
 * never judged. Shape errors (unknown key, wrong type, missing required field) are thrown at
 * construction and cannot be acknowledged.
 */
import { IConstruct } from 'constructs';
import { addWarning } from '../base/annotations';
import { ArgumentProblems, constructArg, isReason, isUnresolved } from '../base/arguments';
import { RENAMED_WARNING_IDS } from '../base/renamed-ids';
import { recordAcknowledgement, setStrict } from '../runtime/acknowledgements';

const ID_FORMAT = /^(value|rule):[a-z0-9_.]+(\/[a-z0-9-]+)?$/;
/** The id of a construct's warning: `<provider>:<name>`, e.g. `mongodbatlas:disk-size-raised`. */
const WARNING_FORMAT = /^[a-z0-9]+:[a-z0-9]+(-[a-z0-9]+)*$/;
const MIN_REASON = 10;

/**
 * Settings of the value checks and type rules for every construct in a scope: acknowledgements
 * and strict mode. They apply at synth, so they work whether they are made before or after the
 * constructs in the scope are created.
 *
 * ```ts
 * Checks.of(stack).acknowledge('value:mongodbatlas_alert_configuration.notification.type_name',
 *   'provider 2.17 added this notifier; our pinned list is older');
 * ```
 */
export class Checks {
  /**
   * The check settings of a scope (an app, a stack or any construct).
   * @param scope the scope whose settings to read or change
   */
  public static of(scope: IConstruct): Checks {
    return new Checks(constructArg('Checks.of', 'scope', scope));
  }

  private constructor(private readonly scope: IConstruct) {}

  /**
   * Acknowledges a value check, a type rule or a construct's warning for every construct in this
   * scope: an error becomes a warning, and a warning carries the reason (`Acknowledged: ...`),
   * so a reviewer sees that the team decided. An acknowledgement that matches nothing in a synth
   * is reported (`terrain:unused-acknowledgement`).
   *
   * Value checks (`value:...`), type rules (`rule:...`) and the warnings of constructs
   * (`<provider>:<name>`, e.g. `mongodbatlas:disk-size-raised`) can be acknowledged. Shape errors
   * (an unknown key, a wrong type, a missing required field) must be fixed. The ids the warnings
   * had before 1.0 (`terrain:disk-size-raised`) still work until 1.0, with a warning that names
   * the new id.
   * @param id the id shown in the message, in brackets, e.g. `rule:mongodbatlas_advanced_cluster/priority-order`
   * @param reason why the team knows better, at least 10 characters; it is shown in the warning
   */
  public acknowledge(id: string, reason: string): void {
    const p = new ArgumentProblems('Checks.acknowledge');
    const renamed = typeof id === 'string' ? RENAMED_WARNING_IDS[id] : undefined;
    if (typeof id !== 'string' || !(ID_FORMAT.test(id) || renamed || (WARNING_FORMAT.test(id) && !id.startsWith('terrain:')))) {
      p.add('id', 'is not the id of a value check, a type rule or a construct\'s warning.', id,
        "'value:<type>.<attribute path>', 'rule:<type>/<name>' or '<provider>:<warning>'",
        'copy the id from the message, in brackets. Shape errors (unknown key, wrong type, missing required field) cannot be acknowledged: fix the input instead; '
        + "the library's own warnings (terrain:...) are fixed, not acknowledged.");
    }
    if (!isReason(reason, MIN_REASON)) {
      p.add('id, reason', typeof reason !== 'string' ? 'expected a string.' : isUnresolved(reason) ? 'must be known at synth, not a token.' : `is shorter than ${MIN_REASON} characters.`, reason, `a reason of at least ${MIN_REASON} characters`,
        'say why the team knows better, e.g. which provider release allows it.');
    }
    p.throwIfAnyOn(this.scope);
    if (renamed) {
      addWarning(this.scope, 'terrain:renamed-id', `Checks.of(...).acknowledge('${id}'): the warning is now '${renamed}'. `
        + `The old id works until 1.0. Fix: write '${renamed}'.`);
    }
    recordAcknowledgement(this.scope, renamed ?? id, reason.trim());
  }

  /**
   * Strict mode: a value outside a list that the provider only documents
   * (`terrain:unlisted-value`) is an error in this scope, not a warning.
   */
  public strict(): void {
    setStrict(this.scope);
  }
}
