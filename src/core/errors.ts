import { Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';

const VALIDATION_ERROR = Symbol.for('terrain-constructs.ValidationError');

/**
 * What a validation error says: where, what, what was received, what is allowed, how to fix it.
 */
export interface ValidationProblem {
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
 * Renders one problem as a line: `field: problem Received: x. Allowed: y. Fix: z`.
 */
export function formatProblem(p: ValidationProblem): string {
  const parts = [`${p.field}: ${p.problem}`];
  if (p.received !== undefined) parts.push(`Received: ${sentence(p.received)}`);
  if (p.allowed !== undefined) parts.push(`Allowed: ${sentence(p.allowed)}`);
  if (p.fix !== undefined) parts.push(`Fix: ${p.fix}`);
  return parts.join(' ');
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
   * Whether `x` is an input validation error thrown by a terrain-constructs construct.
   * @param x anything that was thrown
   */
  public static isValidationError(x: any): boolean {
    return ValidationError.isValidationError(x);
  }
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
    return x !== null && typeof x === 'object' && VALIDATION_ERROR in x;
  }

  /**
   * Path of the construct whose input is wrong.
   */
  public readonly constructPath: string;
  /**
   * Field paths of the problems, in the order they were found.
   */
  public readonly fields: string[];

  constructor(scope: IConstruct, problems: ValidationProblem[]) {
    super(formatProblems(scope.node.path, problems));
    Object.defineProperty(this, VALIDATION_ERROR, { value: true });
    Object.setPrototypeOf(this, ValidationError.prototype);
    this.name = 'ValidationError';
    this.constructPath = scope.node.path;
    this.fields = problems.map((p) => p.field);
  }
}

/**
 * Renders a value for an error message: short, JSON-like, never throws.
 */
export function describeValue(v: unknown): string {
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
    case 'object': {
      // An instance of a class is named by its class: its fields are no business of the reader.
      const proto = Object.getPrototypeOf(v);
      const name = proto && proto !== Object.prototype && typeof proto.constructor === 'function' ? proto.constructor.name : '';
      if (name) return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
      const keys = Object.keys(v as object);
      return keys.length ? `an object with keys ${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', ...' : ''}` : 'an empty object';
    }
    default: return `a ${typeof v}`;
  }
}

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
