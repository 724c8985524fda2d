import { App, Token, Tokenization } from 'cdktn';
import { Construct, IConstruct } from 'constructs';

const VALIDATION_ERROR = Symbol.for('terrain-constructs.ValidationError');
const ARGUMENT_ERROR = Symbol.for('terrain-constructs.ArgumentError');

/**
 * What a validation error says: where, what, what was received, what is allowed, how to fix it.
 */
export interface ValidationProblem {
  /**
   * Stable id of the problem: `<provider>:<name>` for a problem an L2 finds
   * (`incident:grouping-window`), `l2:<name>` for the checks every L2 shares (`l2:required`),
   * `rule:<type>/<name>` and `value:<type>.<field>` for an L1's type rules and value checks. It
   * stays when the words of the message change.
   * @default - none
   */
  readonly id?: string;
  /**
   * Path of the field inside the construct's props, e.g. `regions[2].electableNodes`.
   */
  readonly field: string;
  /**
   * What is wrong, as one sentence.
   */
  readonly problem: string;
  /**
   * The value that was received, already rendered for people.
   * @default - not stated
   */
  readonly received?: string;
  /**
   * What would have been accepted.
   * @default - not stated
   */
  readonly allowed?: string;
  /**
   * How to fix it.
   * @default - not stated
   */
  readonly fix?: string;
}

/**
 * Renders one problem as a line: `field: problem Received: x. Allowed: y. Fix: z`. Control
 * characters in it (from a construct id, a key, a value) are escaped (`printable`): a message is
 * one line of text, whatever the user wrote.
 */
export function formatProblem(p: ValidationProblem): string {
  const parts = [`${p.field}: ${p.problem}`];
  if (p.received !== undefined) parts.push(`Received: ${sentence(p.received)}`);
  if (p.allowed !== undefined) parts.push(`Allowed: ${sentence(p.allowed)}`);
  if (p.fix !== undefined) parts.push(`Fix: ${p.fix}`);
  return printable(parts.join(' '));
}

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * An error of a synth (cdktn's "Validation failed" lists each message after the construct path as
 * it is) made printable line by line: its message is changed in place, and it is returned.
 */
export function printableError<T>(e: T): T {
  try {
    if (e instanceof Error && HAS_CONTROL_BUT_NEWLINE.test(e.message)) e.message = e.message.split('\n').map(printable).join('\n');
  } catch {
    // a frozen error stays as it is
  }
  return e;
}

const HAS_CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Text as it may be printed in one line of a message or a log: each control character (a NUL, a
 * newline, an escape) and each line or paragraph separator written `\uNNNN`. Other text is
 * unchanged.
 */
export function printable(text: string): string {
  return HAS_CONTROL.test(text) ? text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : text;
}

/** Ends a part with one full stop (`0, 1, 2, ...` already has one). */
function sentence(s: string): string {
  return s.endsWith('.') ? s : `${s}.`;
}

/**
 * Renders problems of one construct as a message that starts with the construct path.
 */
export function formatProblems(constructPath: string, problems: ValidationProblem[]): string {
  if (problems.length === 1) return `[${constructPath}] ${formatProblem(problems[0])}`;
  return `[${constructPath}] ${problems.length} problems:\n` + problems.map((p) => `  - ${formatProblem(p)}`).join('\n');
}

/**
 * Helpers for the errors this library throws.
 */
export class Errors {
  /**
   * Whether `x` is an input validation error thrown by a terrain-constructs construct: the
   * message starts with the construct path in brackets (`[prod/Orders] ...`; `[app]` for the app).
   * @param x anything that was thrown
   */
  public static isValidationError(x: any): boolean {
    return ValidationError.isValidationError(x);
  }

  /**
   * Whether `x` is an argument error thrown by a function of terrain-constructs that has no
   * construct to name (`Checks.of(undefined)`, `Duration.minutes(-1)`, `new CustomPolicyPack({})`):
   * a `TypeError` whose message starts with the function in brackets (`[Checks.of] scope: ...`).
   * @param x anything that was thrown
   */
  public static isArgumentError(x: any): boolean {
    return ArgumentError.isArgumentError(x);
  }
}

/** Whether `x` carries `mark` (never throws, also for a revoked proxy). */
function marked(x: unknown, mark: symbol): boolean {
  try {
    return x !== null && typeof x === 'object' && mark in x;
  } catch {
    return false;
  }
}

/** How a construct is named in messages: its path (`printable`), or `app` for the root (whose path is ''). */
export function pathForMessages(scope: IConstruct): string {
  const path = scope.node.path;
  return path === '' ? 'app' : printable(path);
}

/**
 * An error in the input of a construct, found at synth time. (Not part of the jsii API, whose
 * languages cannot subclass `Error`; test for it with `Errors.isValidationError`.)
 *
 * The message names the construct path and, for every problem, the field path, what was
 * received, what is allowed and how to fix it.
 */
export class ValidationError extends Error {
  /**
   * Whether `x` is a ValidationError (works across copies of this library).
   */
  public static isValidationError(x: any): x is ValidationError {
    return marked(x, VALIDATION_ERROR);
  }

  /**
   * Path of the construct whose input is wrong ('' for the app; the message says `[app]`).
   */
  public readonly constructPath: string;
  /**
   * Field paths of the problems, in the order they were found.
   */
  public readonly fields: string[];
  /**
   * The problems, in the order they were found, each with its stable id where it has one.
   */
  public readonly problems: ValidationProblem[];

  constructor(scope: IConstruct, problems: ValidationProblem[]) {
    super(formatProblems(pathForMessages(scope), problems));
    Object.defineProperty(this, VALIDATION_ERROR, { value: true });
    Object.setPrototypeOf(this, ValidationError.prototype);
    this.name = 'ValidationError';
    this.constructPath = scope.node.path;
    this.fields = problems.map((p) => p.field);
    this.problems = [...problems];
  }
}

/**
 * A wrong argument of a function that has no construct to name: a static factory or helper
 * (`Checks.of`, `Duration.minutes`, `Conformance.check`, `new CustomPolicyPack(...)`). A
 * `TypeError`, whose message starts with the function in brackets, then one line per problem as
 * a `ValidationError` has: `[Checks.of] scope: expected a construct ... Received: undefined. ...`.
 * (Not part of the jsii API; test for it with `Errors.isArgumentError`.)
 */
export class ArgumentError extends TypeError {
  /**
   * Whether `x` is an ArgumentError (works across copies of this library).
   */
  public static isArgumentError(x: any): x is ArgumentError {
    return marked(x, ARGUMENT_ERROR);
  }

  /** The function whose argument is wrong, e.g. `Checks.of`. */
  public readonly api: string;
  /** Field paths of the problems (`scope`, `options.overwrite`), in the order they were found. */
  public readonly fields: string[];

  constructor(api: string, problems: ValidationProblem[]) {
    super(formatProblems(api, problems));
    Object.defineProperty(this, ARGUMENT_ERROR, { value: true });
    Object.setPrototypeOf(this, ArgumentError.prototype);
    this.name = 'ArgumentError';
    this.api = api;
    this.fields = problems.map((p) => p.field);
  }
}

/**
 * Renders a value for an error message: short, JSON-like, on one line, never throws (an object
 * without prototype, an own `__proto__` key, a getter that throws and a revoked proxy included).
 */
export function describeValue(v: unknown): string {
  try {
    return describeUnsafe(v);
  } catch {
    return 'a value that cannot be read';
  }
}

function describeUnsafe(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (isToken(v)) {
    const kind = Array.isArray(v) ? 'list ' : typeof v === 'number' ? 'number ' : typeof v === 'string' ? 'string '
      : typeof v === 'object' && !Tokenization.isResolvable(v) ? 'map ' : '';
    return `a ${kind}token (a value Terraform knows only when it plans or applies)`;
  }
  if (Array.isArray(v)) return v.length === 0 ? 'an empty list' : `a list of ${v.length} item${v.length === 1 ? '' : 's'}`;
  switch (typeof v) {
    case 'string': return JSON.stringify(v.length > 60 ? v.slice(0, 57) + '...' : v);
    case 'number': case 'boolean': return String(v);
    case 'bigint': return `${v}n`;
    case 'object': {
      if (Construct.isConstruct(v)) {
        if (v.node.path !== '') return `the ${className(v) ?? 'construct'} '${printable(v.node.path)}'`;
        return App.isApp(v) ? 'the app' : `the ${className(v) ?? 'construct'} at the root of its tree`;
      }
      // An instance of a class is named by its class: its fields are no business of the reader.
      const proto = Object.getPrototypeOf(v);
      const name = proto !== Object.prototype && proto !== null ? className(v) : undefined;
      if (name) return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
      const keys = Object.keys(v as object);
      if (keys.length) return `an object with keys ${keys.slice(0, 6).map(keyText).join(', ')}${keys.length > 6 ? ', ...' : ''}`;
      return 'an empty object';
    }
    default: return `a ${typeof v}`;
  }
}

/**
 * Where a class private to a file (what a factory returns) keeps the name messages give it: the
 * contract or public class it stands for (`ICatalogType`, `CloudAccessProvider`), never a name the
 * user cannot import. Set with the kit's `describedAs`.
 */
export const PUBLIC_NAME = Symbol.for('terrain-constructs.publicName');

/** The class name of an object when it reads as one (`Map`, `TerraformStack`), else undefined. */
function className(v: object): string | undefined {
  const c = Object.getPrototypeOf(v)?.constructor;
  const given = typeof c === 'function' && Object.prototype.hasOwnProperty.call(c, PUBLIC_NAME) ? (c as { [PUBLIC_NAME]?: unknown })[PUBLIC_NAME] : undefined;
  const name = typeof given === 'string' ? given : typeof c === 'function' ? c.name : undefined;
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(name) && name !== 'Object' ? name : undefined;
}

/** A key as it reads in a list of keys: as it is when it reads as a name, else quoted and cut short. */
function keyText(k: string): string {
  if (/^[\w$@/.-]{1,40}$/.test(k)) return k;
  return JSON.stringify(k.length > 20 ? `${k.slice(0, 17)}...` : k);
}

/**
 * What a value of a sensitive field was, without the value: `a number (not shown: the field is
 * sensitive)`. Unset values and tokens are no secrets and are described as usual; a list shows
 * only its length.
 */
export function describeHidden(v: unknown): string {
  if (v === undefined || v === null || isToken(v) || Array.isArray(v)) return describeValue(v);
  const kind = typeof v === 'object' ? 'an object' : typeof v === 'string' ? 'a string' : typeof v === 'number' ? 'a number'
    : typeof v === 'boolean' ? 'a boolean' : `a ${typeof v}`;
  return `${kind} (${HIDDEN})`;
}

/** Why a value is not shown. */
export const HIDDEN = 'not shown: the field is sensitive';

/**
 * A value as text inside a message or a key: a string as it is, anything else as `describeValue`
 * renders it. Unlike a template literal, it never throws (an object without prototype, which
 * `querystring.parse` makes, cannot be converted to a string).
 */
export function textOf(v: unknown): string {
  return typeof v === 'string' ? v : describeValue(v);
}

function isToken(v: unknown): boolean {
  try {
    return Token.isUnresolved(v);
  } catch {
    return false;
  }
}

/** The parts of a problem after the field path and the sentence. */
export interface ProblemParts {
  /** The value received; rendered for people (strings quoted, lists and objects summarised). */
  readonly received?: unknown;
  /** What was received, already in words (e.g. `tlsCipherConfigMode unset`); wins over `received`. */
  readonly receivedText?: string;
  readonly allowed?: string;
  readonly fix?: string;
}
