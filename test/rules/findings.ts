/**
 * Helpers shared by the type-rule tests (not a test file itself): the findings of a synth, so
 * that a test asserts exactly what fired and nothing else.
 */

const PREFIX = 'Validation failed with the following errors:\n  ';
const SUFFIX = "\n\nIf you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.\n";

/**
 * The lines of a validation failure, each `[<path>] [<id>] <message>`, without the prefix and
 * suffix cdktn adds; throws when `msg` is not a validation failure.
 */
export function errorLines(msg: string): string[] {
  if (!msg.startsWith(PREFIX) || !msg.endsWith(SUFFIX)) throw new Error(`not a validation failure: ${msg}`);
  return msg.slice(PREFIX.length, msg.length - SUFFIX.length).split('\n  ');
}

/** The warnings of type rules (`[rule:...]`), leaving out value checks and other warnings. */
export function ruleWarnings(warnings: string[]): string[] {
  return warnings.filter((w) => w.includes('[rule:'));
}
